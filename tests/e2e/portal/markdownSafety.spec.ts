import type { APIRequestContext } from '@playwright/test';
import { expect, mockServerUrl, test } from '../../support/fixtures';

/**
 * Server content is hostile until proven otherwise: a discussion (by root, rendered in the trusted mode admins
 * get) and a comment and a reply (by a user) carrying the classic payloads must render their harmless
 * markdown and run nothing. Each payload would set `window.__pwned`, change the title or open a dialog.
 */
const PAYLOAD = [
  'Benign **bold words** and a [safe link](/home).',
  '',
  '<img src=x onerror="window.__pwned=1;document.title=\'PWNED\'">',
  '',
  '[md js link](javascript:window.__pwned=2)',
  '',
  '<a href="javascript:window.__pwned=3">html js link</a>',
  '',
  '<svg onload="window.__pwned=4"><circle r="5"></circle></svg>',
  '',
  '<iframe srcdoc="<script>parent.__pwned=5;parent.alert(5)</script>"></iframe>',
  '',
  '<script>window.__pwned=6;alert(6)</script>',
  '',
  '<details open ontoggle="window.__pwned=7"><summary>sum</summary>body</details>',
  '',
  '<img src="/favicon.ico" onload="window.__pwned=8">',
].join('\n');

async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post(`${mockServerUrl}/api/login`, { data: { username, password } });
  const value = response.headers()['authorization'];
  if (!value) throw new Error(`login as ${username} failed`);
  return value;
}

async function post(request: APIRequestContext, auth: string, path: string, data: unknown) {
  const response = await request.post(`${mockServerUrl}${path}`, {
    data,
    headers: { Authorization: auth, 'Url-Type': 'general' },
  });
  const body = (await response.json()) as { status: number; msg: string; data: unknown };
  expect(body.status, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

test('hostile markdown in a discussion, a comment and a reply renders inert', async ({ page, request }) => {
  const title = 'Safety probe <img src=x onerror=window.__pwned=9>';
  const root = await token(request, 'root', 'root123');
  await post(request, root, '/api/discussion', {
    title,
    description: 'payloads',
    content: PAYLOAD,
    categoryId: 1,
  });
  const list = await request.get(`${mockServerUrl}/api/get-discussion-list?keyword=Safety%20probe`);
  const did = ((await list.json()) as { data: { records: { id: number }[] } }).data.records[0]?.id;
  expect(did).toBeDefined();

  const alice = await token(request, 'alice', 'alice123');
  const comment = (await post(request, alice, '/api/comment', { did, content: PAYLOAD })) as { id: number };
  await post(request, alice, '/api/reply', {
    did,
    reply: { commentId: comment.id, content: PAYLOAD, toUid: null, toName: 'alice', toAvatar: null },
    quoteId: comment.id,
    quoteType: 'Comment',
  });

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/discussion-detail/${did}?l=en-US`);

  // The title is text, never markup.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const rendered = page.locator('.hoj-markdown');
  await expect(rendered).toHaveCount(3);
  for (const block of await rendered.all()) {
    await expect(block.locator('strong')).toHaveText('bold words');
    await expect(block.getByRole('link', { name: 'safe link' })).toHaveAttribute('href', '/home');
  }

  // Nothing executable survived sanitising.
  const leftovers = await page.evaluate(() => {
    const blocks = Array.from(document.querySelectorAll('.hoj-markdown'));
    const all = blocks.flatMap((block) => Array.from(block.querySelectorAll('*')));
    return {
      handlers: all.flatMap((el) =>
        el.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
      ),
      scripts: blocks.reduce((n, b) => n + b.querySelectorAll('script, iframe, object, embed').length, 0),
      jsLinks: all.filter((el) => /^\s*javascript:/i.test(el.getAttribute('href') ?? '')).length,
      srcdoc: all.filter((el) => el.hasAttribute('srcdoc')).length,
    };
  });
  expect(leftovers).toEqual({ handlers: [], scripts: 0, jsLinks: 0, srcdoc: 0 });

  // Clicking what is left of the script links does nothing either.
  for (const name of ['md js link', 'html js link']) {
    const link = page.getByText(name).first();
    if (await link.isVisible()) await link.click();
  }
  // Whatever a click set off runs as a task of its own: let the page finish two frames and a task first.
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page).not.toHaveTitle(/PWNED/);
  expect(dialogs).toEqual([]);
});

test.describe('rendered content on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a long code line scrolls inside its block; the page does not scroll sideways', async ({
    page,
    request,
  }) => {
    const longLine = `int main() { ${'printf("%d\\n", answer_to_everything_in_a_very_long_line); '.repeat(6)}}`;
    const root = await token(request, 'root', 'root123');
    await post(request, root, '/api/discussion', {
      title: 'Wide code block',
      description: 'code',
      content: [
        'A solution:',
        '',
        '```c',
        longLine,
        '```',
        '',
        '| a | b |',
        '|---|---|',
        `| ${'x'.repeat(200)} | y |`,
      ].join('\n'),
      categoryId: 1,
    });
    const list = await request.get(`${mockServerUrl}/api/get-discussion-list?keyword=Wide%20code%20block`);
    const did = ((await list.json()) as { data: { records: { id: number }[] } }).data.records[0]?.id;
    expect(did).toBeDefined();

    await page.goto(`/discussion-detail/${did}?l=en-US`);
    const code = page.getByText('answer_to_everything_in_a_very_long_line').first();
    await expect(code).toBeAttached();
    const sizes = await page.evaluate(() => {
      const pre = document.querySelector('pre');
      return {
        pageScroll: document.documentElement.scrollWidth,
        pageWidth: document.documentElement.clientWidth,
        preScrolls: pre ? pre.scrollWidth > pre.clientWidth : false,
        preFits: pre ? pre.getBoundingClientRect().right <= document.documentElement.clientWidth : false,
      };
    });
    expect(sizes).toEqual({
      pageScroll: sizes.pageWidth,
      pageWidth: sizes.pageWidth,
      preScrolls: true,
      preFits: true,
    });
  });
});
