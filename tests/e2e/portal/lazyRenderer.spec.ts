import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, mockServerUrl, test } from '../../support/fixtures';

/**
 * Most content is short and has no maths, so the renderer's code for the rest comes only when a document needs
 * it (core/src/markdown/Markdown.tsx): the parts renderer for a long document, the formula previews for a
 * formula drawn before KaTeX. On the production build and under its policy, a discussion page asks for them
 * only then, holds the document hidden in its place meanwhile, and draws all of it once they are in.
 */

const TITLE = 'How do I read input until EOF in Python?';

/** The renderer's chunks fetched on demand, by the name of their module. */
const LAZY_CHUNK = /\/assets\/(markdownDocument|mathPreview|katexTypesetter)-[^/]*\.js$/;

/** Which of those chunks the page asks for, from now on. */
function askedChunks(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on('request', (request) => {
    const name = LAZY_CHUNK.exec(request.url())?.[1];
    if (name) asked.add(name);
  });
  return asked;
}

/** Holds back the chunk of `module` until the returned function is called. */
async function holdChunk(page: Page, module: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${module}-[^/]*\\.js$`), async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The seeded discussion, its article replaced by `content` on its way to the page. */
async function openWithArticle(page: Page, request: APIRequestContext, content: string): Promise<void> {
  const list = await request.get(`${mockServerUrl}/api/get-discussion-list?limit=50`);
  const records = ((await list.json()) as { data: { records: { id: number; title: string }[] } }).data
    .records;
  const did = records.find((record) => record.title === TITLE)?.id;
  expect(did, `the seeded discussion "${TITLE}"`).toBeDefined();
  await page.route('**/api/get-discussion-detail?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data = { ...body.data, content };
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/discussion-detail/${did}?l=en-US`);
}

/** Lets the page finish what it was doing: two frames, then a task after them. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );
}

test('a short article without maths is drawn at once and fetches none of the on-demand code', async ({
  page,
  request,
}) => {
  const asked = askedChunks(page);
  await openWithArticle(page, request, 'Use `sys.stdin` and **loop** until it is empty.');
  const article = page.locator('.discussion-article__content');
  await expect(article.locator('strong')).toHaveText('loop');
  await expect(article).not.toHaveAttribute('aria-busy');
  await expect(
    page
      .getByRole('region', { name: /^Comments/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await settle(page);
  expect([...asked]).toEqual([]);
});

test('an article with a formula is hidden in its place until the previews come, then shows them before KaTeX', async ({
  page,
  request,
}) => {
  const asked = askedChunks(page);
  const releaseKatex = await holdChunk(page, 'katexTypesetter');
  const releasePreviews = await holdChunk(page, 'mathPreview');
  await openWithArticle(page, request, 'The area is $\\pi r^2$ for a circle of radius $r$.');
  const article = page.locator('.discussion-article__content');
  await expect(article).toHaveAttribute('aria-busy', 'true');
  await expect(article).toBeHidden();
  // The comments below do not wait for it.
  await expect(
    page
      .getByRole('region', { name: /^Comments/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();

  releasePreviews();
  const formula = article.getByTitle('$\\pi r^2$');
  await expect(formula).toHaveText('πr2');
  await expect(article).toBeVisible();
  await expect(article).not.toHaveAttribute('aria-busy');
  await expect(article.getByRole('math')).toHaveCount(0);

  releaseKatex();
  await expect(article.getByRole('math')).toHaveCount(2);
  expect([...asked].sort()).toEqual(['katexTypesetter', 'mathPreview']);
});

test('a long article holds a screen until the parts renderer comes, then is drawn to its end', async ({
  page,
  request,
}) => {
  const asked = askedChunks(page);
  const release = await holdChunk(page, 'markdownDocument');
  const paragraphs = Array.from({ length: 400 }, (_, i) => `Paragraph ${i}: ${'words '.repeat(60)}`);
  await openWithArticle(page, request, [...paragraphs, 'The very end.'].join('\n\n'));
  const article = page.locator('.discussion-article__content');
  await expect(article).toHaveAttribute('aria-busy', 'true');
  const viewport = page.viewportSize();
  expect((await article.boundingBox())?.height).toBeGreaterThanOrEqual(viewport?.height ?? 0);

  release();
  await expect(article.getByText('Paragraph 0:')).toBeVisible();
  await expect(article).not.toHaveAttribute('aria-busy');
  await expect(article.getByText('The very end.')).toBeAttached();
  await expect(article.locator('p')).toHaveCount(401);
  // The previews come with the parts renderer: later parts are drawn in tasks of their own and cannot wait.
  expect([...asked].sort()).toEqual(['markdownDocument', 'mathPreview']);
});
