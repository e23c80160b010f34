import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, mockServerUrl, test } from '../../support/fixtures';
import { signInToPortal } from '../../support/portal';

/**
 * Rendered content stays in its box and works under the production Content-Security-Policy (which the preview
 * servers send, and whose every violation fails a test): a statement's styles cannot draw over the app, images
 * from other sites load over https only (staff content at once, user content on request), nothing else leaves
 * the site when content is drawn, and a link to /logout signs no one out.
 */

/** A 2×2 PNG, what the other sites below answer. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

/** Every request the page makes to other sites' hosts, answered with the PNG (the fixture refuses the rest). */
async function otherSites(page: Page, hosts: readonly string[]): Promise<Request[]> {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (hosts.includes(new URL(request.url()).host)) seen.push(request);
  });
  for (const host of hosts) {
    // A route of the page's own comes before the fixture's, which refuses every other site.
    await page.route(`https://${host}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
    );
  }
  return seen;
}

/** P1001's statement, as the page fetches it, with `description` in place of its own. */
async function plantStatement(page: Page, description: string): Promise<void> {
  await page.route('**/api/get-problem-detail?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { problem: Record<string, unknown> } };
    body.data.problem = { ...body.data.problem, description, hint: '', source: '' };
    await route.fulfill({ response, json: body });
  });
}

/** Lets the page finish what it was doing: two frames, then a task after them. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );
}

async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post(`${mockServerUrl}/api/login`, { data: { username, password } });
  const value = response.headers()['authorization'];
  if (!value) throw new Error(`login as ${username} failed`);
  return value;
}

/** A discussion by root with a comment by alice carrying `comment`; its id. */
async function discussionWithComment(request: APIRequestContext, title: string, comment: string) {
  const post = async (auth: string, path: string, data: unknown) => {
    const response = await request.post(`${mockServerUrl}${path}`, {
      data,
      headers: { Authorization: auth, 'Url-Type': 'general' },
    });
    const body = (await response.json()) as { status: number; msg: string; data: unknown };
    expect(body.status, `${path}: ${body.msg}`).toBe(200);
  };
  await post(await token(request, 'root', 'root123'), '/api/discussion', {
    title,
    description: 'probe',
    content: 'The discussion.',
    categoryId: 1,
  });
  const list = await request.get(
    `${mockServerUrl}/api/get-discussion-list?keyword=${encodeURIComponent(title)}`,
  );
  const did = ((await list.json()) as { data: { records: { id: number }[] } }).data.records[0]?.id;
  expect(did).toBeDefined();
  await post(await token(request, 'alice', 'alice123'), '/api/comment', { did, content: comment });
  return did;
}

const MAGENTA = '#ff00ff';

/** Styles a statement's author could use to draw over the app, all in one colour no part of the app uses. */
const HOSTILE = [
  'Hostile statement begins.',
  '',
  `<div style="position: relative; top: -400px; left: -300px; height: 60px; background: ${MAGENTA}">moved up</div>`,
  `<div style="transform: translate(-600px, -600px) scale(6); background: ${MAGENTA}">transformed</div>`,
  `<div style="translate: -400px -400px; rotate: 30deg; scale: 5; background: ${MAGENTA}">translated</div>`,
  `<div style="box-shadow: 0 0 0 3000px ${MAGENTA}">shadowed box</div>`,
  `<p><a href="/home" style="outline: 1500px solid ${MAGENTA}; outline-offset: 60px">outlined link</a></p>`,
  `<div style="margin: -800px 0 0 -500px; width: 4000px; height: 40px; background: ${MAGENTA}">pulled by margins</div>`,
  `<div style="filter: drop-shadow(0 -700px 0 ${MAGENTA}) drop-shadow(900px 0 0 ${MAGENTA})">filtered</div>`,
  `<p style="text-shadow: 0 -600px 0 ${MAGENTA}, 800px 0 0 ${MAGENTA}; font-size: 40px">shadowed text</p>`,
  `<div style="border: 10px solid ${MAGENTA}; border-image: linear-gradient(${MAGENTA}, ${MAGENTA}) 10; border-image-outset: 600px">outset border</div>`,
  `<div style="position: relative; z-index: 10; width: 300vw; height: 50px; margin-top: -300px; background: ${MAGENTA}">wide and on top</div>`,
  '',
  'Hostile statement ends.',
].join('\n');

test.describe('a statement that tries to draw over the app', () => {
  test('paints nothing outside its box, nor over the header', async ({ page, browser }) => {
    await plantStatement(page, HOSTILE);
    await page.goto('/problem/P1001?l=en-US');
    await expect(page.getByText('Hostile statement ends.')).toBeVisible();
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);

    const box = await page.getByText('Hostile statement begins.').locator('..').boundingBox();
    const banner = await page.getByRole('banner').boundingBox();
    if (!box || !banner) throw new Error('no statement or header');

    // What is drawn: every magenta pixel of the screen, read back through a canvas in a blank page.
    const shot = await page.screenshot();
    const reader = await browser.newPage();
    const magenta = await reader.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      const points: [number, number][] = [];
      for (let y = 0; y < image.height; y += 1) {
        for (let x = 0; x < image.width; x += 1) {
          const i = (y * image.width + x) * 4;
          if (data[i]! > 200 && data[i + 1]! < 80 && data[i + 2]! > 200) points.push([x, y]);
        }
      }
      return points;
    }, shot.toString('base64'));
    await reader.close();

    // The content may paint up to 6 px past its box (for focus rings); a pixel more for rounding.
    const spare = 7;
    const outside = magenta.filter(
      ([x, y]) =>
        x < box.x - spare ||
        x > box.x + box.width + spare ||
        y < box.y - spare ||
        y > box.y + box.height + spare,
    );
    expect(magenta.length, 'the hostile styles are drawn inside the statement').toBeGreaterThan(0);
    expect(outside.slice(0, 5), 'magenta pixels outside the statement’s box').toEqual([]);

    // And nothing of it is what a click on the header or beside the statement reaches.
    const statement = await page.getByText('Hostile statement begins.').locator('..').elementHandle();
    const header = await page.getByRole('banner').elementHandle();
    const hits = await page.evaluate(
      ({ content, top, area, region }) => {
        const reached: string[] = [];
        const viewport = { width: window.innerWidth, height: window.innerHeight };
        for (let x = 5; x < viewport.width; x += 40) {
          for (let y = 5; y < viewport.height; y += 40) {
            const inArea =
              x >= area.x - 7 &&
              x <= area.x + area.width + 7 &&
              y >= area.y - 7 &&
              y <= area.y + area.height + 7;
            const element = document.elementFromPoint(x, y);
            if (!inArea && element && content?.contains(element)) reached.push(`content at ${x},${y}`);
            const onHeader =
              x >= region.x && x <= region.x + region.width && y >= region.y && y <= region.y + region.height;
            if (onHeader && element && !top?.contains(element)) reached.push(`not the header at ${x},${y}`);
          }
        }
        return reached;
      },
      { content: statement, top: header, area: box, region: banner },
    );
    expect(hits).toEqual([]);
  });
});

test.describe('images and media from other sites', () => {
  test('a statement shows https images at once without a referrer, never http ones', async ({ page }) => {
    const requests = await otherSites(page, ['img.example.org']);
    await plantStatement(
      page,
      'A figure: ![the figure](https://img.example.org/figure.png)\n\n' +
        '<img src="http://img.example.org/insecure.png" alt="insecure figure">',
    );
    await page.goto('/problem/P1001?l=en-US');
    const figure = page.getByRole('img', { name: 'the figure' });
    await expect(figure).toBeVisible();
    await expect.poll(() => figure.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
    await expect(
      page.getByText('Image from img.example.org not shown: only https addresses are loaded'),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'insecure figure' })).toHaveCount(0);
    await settle(page);
    expect(requests.map((request) => request.url())).toEqual(['https://img.example.org/figure.png']);
    expect(await requests[0]!.allHeaders()).not.toHaveProperty('referer');
  });

  test('a comment shows one on request, and then it loads under the policy', async ({ page, request }) => {
    const requests = await otherSites(page, ['img.example.org']);
    const did = await discussionWithComment(
      request,
      'Image probe',
      'Look: ![a cat](https://img.example.org/cat.png)',
    );
    await page.goto(`/discussion-detail/${did}?l=en-US`);
    const show = page.getByRole('button', { name: 'Show image from img.example.org' });
    await expect(show).toBeVisible();
    await settle(page);
    expect(requests).toEqual([]);

    await show.click();
    const cat = page.getByRole('img', { name: 'a cat' });
    await expect(cat).toBeVisible();
    await expect.poll(() => cat.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
    expect(requests.map((r) => r.url())).toEqual(['https://img.example.org/cat.png']);
    expect(await requests[0]!.allHeaders()).not.toHaveProperty('referer');
  });

  test('drawing a statement fetches no srcset, picture source, poster, track, background or media', async ({
    page,
  }) => {
    const requests = await otherSites(page, ['img.example.org', 'media.example.org']);
    const local: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/public/media/')) local.push(r.url());
    });
    await plantStatement(
      page,
      [
        'Media probe.',
        '',
        '<img src="/api/public/img/problem-hanoi.svg" srcset="https://media.example.org/hanoi-2x.png 2x" alt="hanoi" width="400" height="180">',
        '<picture><source srcset="https://media.example.org/pic.webp" type="image/webp"><img src="https://img.example.org/pic.png" alt="picture"></picture>',
        '<video src="https://media.example.org/clip.mp4" poster="https://media.example.org/poster.png" autoplay muted></video>',
        '<video src="/api/public/media/local.mp4" autoplay muted preload="auto" poster="https://media.example.org/poster2.png"><track src="https://media.example.org/subs.vtt" default></video>',
        '<audio src="https://media.example.org/sound.mp3" autoplay></audio>',
        '<table background="https://media.example.org/table.png"><tr><td>cell</td></tr></table>',
        '<div style="background-image: url(https://media.example.org/css.png)">styled</div>',
        '',
        'Media probe ends.',
      ].join('\n'),
    );
    await page.goto('/problem/P1001?l=en-US');
    await expect(page.getByText('Media probe ends.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'picture' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Video from media.example.org (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://media.example.org/clip.mp4');
    await expect(
      page.getByRole('link', { name: 'Audio from media.example.org (opens in a new tab)' }),
    ).toBeVisible();
    await settle(page);
    expect(requests.map((r) => r.url())).toEqual(['https://img.example.org/pic.png']);
    expect(local).toEqual([]);
    // The one player left (this site's file) waits for the reader.
    const player = page.locator('video');
    await expect(player).toHaveCount(1);
    expect(
      await player.evaluate((video: HTMLVideoElement) => ({
        paused: video.paused,
        preload: video.preload,
        controls: video.controls,
        autoplay: video.autoplay,
      })),
    ).toEqual({ paused: true, preload: 'none', controls: true, autoplay: false });
  });
});

test('a statement figure keeps its place before the image arrives (P1017)', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/public/img/problem-knight-moves.svg', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/problem/P1017?l=en-US');
  const figure = page.getByRole('img', { name: 'A knight on d4 and the squares it reaches' });
  await expect(figure).toBeAttached();
  // Not loaded yet, already as tall as it will be: the text below does not move when it comes.
  const before = await figure.boundingBox();
  expect(await figure.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    false,
  );
  expect(before?.height).toBeGreaterThan(200);
  release();
  await expect.poll(() => figure.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
  expect((await figure.boundingBox())?.height).toBe(before?.height);
});

test('a /logout link in a comment asks before it signs the reader out', async ({ page, request }) => {
  const did = await discussionWithComment(request, 'Logout probe', 'Free points: [claim them](/logout)');
  await signInToPortal(page, 'bob');
  await page.goto(`/discussion-detail/${did}?l=en-US`);
  await page.getByRole('link', { name: 'claim them' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeHidden();
  await expect(page.getByRole('button', { name: /bob/ })).toBeVisible();
});
