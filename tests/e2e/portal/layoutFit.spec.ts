import { expect, mockServerUrl, test } from '../../support/fixtures';
import { signInToPortal } from '../../support/portal';

test.describe('the top menu on wide screens', () => {
  test.use({ locale: 'en-US' });

  for (const width of [1440, 1920]) {
    test(`shows every item whole at ${width} px, signed in, in English`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInToPortal(page, 'alice');
      await page.goto('/home');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link', { name: 'Introduction' })).toBeVisible();
      await expect(page.getByRole('button', { name: /alice/ })).toBeVisible();

      const fit = await nav.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return {
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
          clipped: [...element.querySelectorAll('a')]
            .filter((link) => {
              const item = link.getBoundingClientRect();
              return (
                item.left < box.left - 0.5 ||
                item.right > box.right + 0.5 ||
                link.scrollWidth > link.clientWidth
              );
            })
            .map((link) => link.textContent),
        };
      });
      expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.clipped).toEqual([]);
    });
  }
});

test.describe('the problem list on a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Signed in, the table has its status column too.
  test('fits the screen, signed in: nothing widens the page', async ({ page }) => {
    await signInToPortal(page, 'alice');
    await page.goto('/problem');
    const table = page.getByRole('region', { name: 'Problem list' });
    await expect(table.getByRole('columnheader', { name: 'My status' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    // The table fits too: every column, the AC rate included, is in view without scrolling it.
    const tableBox = await table.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(tableBox[0]).toBeLessThanOrEqual(tableBox[1] ?? 0);
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      // What reaches past the screen outside a scrolling box: the culprits, should the page widen.
      wider: [...document.querySelectorAll('body *')]
        .filter((element) => {
          if (element.getBoundingClientRect().right <= 390.5) return false;
          for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
            if (getComputedStyle(box).overflowX !== 'visible') return false;
          return true;
        })
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`)
        .slice(0, 10),
    }));
    expect(widths.wider).toEqual([]);
    expect(widths.document).toBeLessThanOrEqual(390);
  });
});

test.describe('a submission on a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('keeps long code lines inside the code box, which scrolls sideways', async ({ page, request }) => {
    const login = await request.post(`${mockServerUrl}/api/login`, {
      data: { username: 'alice', password: 'alice123' },
    });
    const token = login.headers()['authorization'] ?? '';
    const longLine = `int main() { long long table[] = {${Array.from({ length: 40 }, (_, i) => i * 7919).join(', ')}};`;
    const submitted = await request.post(`${mockServerUrl}/api/submit-problem-judge`, {
      headers: { Authorization: token },
      data: { pid: 'P1001', language: 'C++', code: `// a long line\n${longLine}\n`, cid: 0, isRemote: false },
    });
    const { data } = (await submitted.json()) as { data: { submitId: number } };

    await signInToPortal(page, 'alice');
    await page.goto(`/submission-detail/${data.submitId}`);
    const code = page.getByRole('figure', { name: /Code/ });
    await expect(code).toContainText('long long table');
    // The unclosed brace fails to compile: the compiler's message, quoting the long line, shows too.
    await expect(page.getByText('Compile Error').first()).toBeVisible();
    await expect(page.getByText(/expected '}'/).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
