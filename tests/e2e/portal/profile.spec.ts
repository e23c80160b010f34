import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { apiData } from '../../support/mockApi';

/** A real PNG (RGB, 2-pixel stripes) built in memory, so the crop dialog has a decodable picture. */
function stripedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const blue = Math.floor(x / 2) % 2 === 0;
      rows.set(blue ? [37, 99, 235] : [250, 204, 21], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function loginAsAlice(page: Page) {
  await page.goto('/home?l=en-US');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill('alice');
  await dialog.getByLabel('Password').fill('alice123');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

interface UserHome {
  avatar: string | null;
  total: number | null;
  solvedList: string[];
  scoreList: number[] | null;
}

test.describe('portal profile and settings', () => {
  test('alice crops and uploads a new avatar; it shows in the user menu and on her profile', async ({
    page,
    request,
  }) => {
    await loginAsAlice(page);
    await page.goto('/setting');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.getByLabel('Choose a new picture').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: stripedPng(480, 320),
    });
    const dialog = page.getByRole('dialog', { name: 'Crop your avatar' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Zoom').fill('1.5');
    await dialog.getByRole('button', { name: 'Save avatar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Avatar updated')).toBeVisible();

    const { avatar } = await apiData<UserHome>(request, '/api/get-user-home-info?username=alice');
    expect(avatar).toMatch(/^\/api\/public\/img\/.+\.png$/);
    const menuAvatar = page.getByRole('button', { name: /alice/ }).locator('img');
    await expect(menuAvatar).toHaveAttribute('src', avatar!);
    // The server stored the cropped 200 × 200 PNG.
    await expect.poll(() => menuAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);

    await page.goto('/user-home?username=alice');
    await expect(page.getByRole('heading', { level: 1, name: 'alice' })).toBeVisible();
    await expect(page.getByRole('main').locator(`img[src="${avatar}"]`)).toBeVisible();
  });

  test('a damaged picture is named with a reason and opens no crop dialog; a good one still does', async ({
    page,
  }) => {
    await loginAsAlice(page);
    await page.goto('/setting');
    const input = page.getByLabel('Choose a new picture');
    // A PNG signature followed by noise: the right extension and size, but no browser can decode it.
    const damaged = Buffer.concat([stripedPng(64, 64).subarray(0, 16), Buffer.alloc(400, 0x5a)]);
    await input.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: damaged });
    await expect(page.getByRole('alert').filter({ hasText: 'scan.png' })).toHaveText(
      'Could not read the picture "scan.png": the file is damaged or not a picture. Choose another one',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await input.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: stripedPng(120, 90) });
    await expect(page.getByRole('dialog', { name: 'Crop your avatar' })).toBeVisible();
    await expect(page.getByText(/Could not read the picture/)).toHaveCount(0);
  });

  test("alice's profile shows her cards and the heatmap of the last year", async ({ page, request }) => {
    const info = await apiData<UserHome>(request, '/api/get-user-home-info?username=alice');
    await page.goto('/user-home?username=alice&l=en-US');
    await expect(page.getByRole('heading', { level: 1, name: 'alice' })).toBeVisible();

    const cards = page.getByRole('region', { name: 'Solving statistics' });
    await expect(cards.getByRole('definition')).toHaveText([
      String(info.total),
      String(info.solvedList.length),
      String((info.scoreList ?? []).reduce((a, b) => a + b, 0)),
      '--',
    ]);
    const heatmap = page.getByRole('region', { name: 'Submissions in the last year' });
    await expect(heatmap.getByRole('img', { name: /submissions on \d+ days/ })).toBeVisible();
    await expect(heatmap.getByText(/^Most active day:/)).toBeVisible();

    await page.getByRole('tab', { name: 'Solved Problems' }).click();
    await expect(page.getByRole('link', { name: info.solvedList[0]!, exact: true }).first()).toBeVisible();
  });
});

test.describe('profile on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the heatmap opens on the latest months and the page does not scroll sideways', async ({ page }) => {
    await page.goto('/user-home?username=alice&l=en-US');
    const heatmap = page.getByRole('region', { name: 'Submissions in the last year' });
    const chart = heatmap.getByRole('img', { name: /submissions on \d+ days/ });
    await expect(chart).toBeVisible();
    const scroller = chart.locator('xpath=..');
    await expect
      .poll(() =>
        scroller.evaluate((element) => ({
          wider: element.scrollWidth > element.clientWidth,
          atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
        })),
      )
      .toEqual({ wider: true, atEnd: true });
    const sizes = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  });
});

test.describe('home page additions in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('shows the carousel and the statistics chart, in Chinese and then in English', async ({ page }) => {
    await page.goto('/home');
    const carousel = page.getByRole('region', { name: '精选推荐' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('button', { name: '下一张' })).toBeVisible();
    const stats = page.getByRole('region', { name: '最近一周提交统计' });
    // The chart's code is fetched once its panel comes near the screen, not with the page.
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.getByRole('img', { name: /最近 7 天共 \d+ 次提交/ })).toBeVisible();
    await expect(stats.getByRole('img').locator('svg').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: '最近更新的题目' }).getByRole('link').first(),
    ).toBeVisible();

    await page.getByLabel('语言').selectOption('en-US');
    const english = page.getByRole('region', { name: 'Highlights' });
    await expect(english).toHaveAttribute('aria-roledescription', 'carousel');
    await english.getByRole('button', { name: 'Next slide' }).click();
    await expect(english.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const englishStats = page.getByRole('region', { name: 'Submissions of the last week' });
    await expect(englishStats.getByRole('img', { name: /submissions in the last 7 days/ })).toBeVisible();
    await englishStats.getByText('Show as a table').click();
    await expect(englishStats.getByRole('table')).toBeVisible();
  });
});
