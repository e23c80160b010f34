import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, mockServerUrl, test } from '../../support/fixtures';
import { signInToPortal } from '../../support/portal';

interface DiscussionRecord {
  id: number;
  title: string;
}

/** Logs in through the API and hands the session to the page the way the portal stores it. */

async function discussionId(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.get(`${mockServerUrl}/api/get-discussion-list?limit=50`);
  const body = (await res.json()) as { data: { records: DiscussionRecord[] } };
  const found = body.data.records.find((d) => d.title === title);
  if (!found) throw new Error(`no discussion "${title}"`);
  return found.id;
}

test.describe('comment widget', () => {
  test.use({ locale: 'zh-CN' });

  test('alice comments on a discussion, replies, likes and deletes her comment (zh-CN)', async ({
    page,
    request,
  }) => {
    const did = await discussionId(request, 'How do I read input until EOF in Python?');
    await signInToPortal(page, 'alice');
    await page.goto(`/discussion-detail/${did}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How do I read input until EOF in Python?',
    );
    const area = page.getByRole('region', { name: /^评论/ });
    await expect(area.getByText('共 1 条评论')).toBeVisible();

    // Blank text is refused and nothing is sent.
    await area.getByRole('textbox', { name: '发表评论' }).fill('   ');
    await area.getByRole('button', { name: '发表评论' }).click();
    await expect(area.getByRole('alert')).toHaveText('内容不能为空');

    await area
      .getByRole('textbox', { name: '发表评论' })
      .fill('也可以用 `sys.stdin.read().split()` 一次读完。');
    await area.getByRole('button', { name: '发表评论' }).click();
    await expect(area.getByText('共 2 条评论')).toBeVisible();
    await expect(area.getByRole('textbox', { name: '发表评论' })).toHaveValue('');
    const mine = area.getByRole('listitem', { name: 'alice 的评论' }).filter({ hasText: '一次读完' });
    await expect(mine.locator('code')).toHaveText('sys.stdin.read().split()');

    await mine.getByRole('button', { name: '回复 alice' }).click();
    await mine.getByRole('textbox', { name: '回复 alice' }).fill('补充：记得处理末尾换行。');
    await mine.getByRole('button', { name: '发表回复' }).click();
    await expect(mine.getByRole('listitem', { name: 'alice 的回复' })).toContainText(
      '补充：记得处理末尾换行。',
    );

    await mine.getByRole('button', { name: '点赞（0）' }).click();
    await expect(mine.getByRole('button', { name: '点赞（1）' })).toHaveAttribute('aria-pressed', 'true');

    await mine.getByRole('button', { name: '删除 alice 的评论' }).click();
    const dialog = page.getByRole('dialog', { name: '删除评论' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '删除' }).click();
    await expect(dialog).toBeHidden();
    await expect(mine).toHaveCount(0);
    await expect(area.getByText('共 1 条评论')).toBeVisible();

    // The server agrees after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: /^评论/ }).getByText('共 1 条评论')).toBeVisible();
    await expect(page.getByText('一次读完')).toHaveCount(0);
  });
});

/** Whether a tap at the middle of the element reaches it (nothing, such as a toast, lies over it). */
async function tapReaches(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test.describe('comment widget on a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test('the "posted" toast leaves the buttons at the bottom of the screen free to tap', async ({
    page,
    request,
  }) => {
    const did = await discussionId(request, 'How do I read input until EOF in Python?');
    await signInToPortal(page, 'alice');
    await page.goto(`/discussion-detail/${did}`);
    const area = page.getByRole('region', { name: /^Comments/ });
    await area.getByRole('textbox', { name: 'Write a comment' }).fill('Reading with sys.stdin works too.');
    await area.getByRole('button', { name: 'Post comment' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Comment posted' });
    await expect(toast).toBeVisible();

    // The thumb's area: the newest comment's Reply button and the editor's button, each scrolled to the bottom edge.
    const mine = area
      .getByRole('listitem', { name: 'Comment by alice' })
      .filter({ hasText: 'sys.stdin works' });
    for (const button of [
      mine.getByRole('button', { name: 'Reply alice' }),
      area.getByRole('button', { name: 'Post comment' }),
    ]) {
      await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await expect(toast).toBeVisible();
      expect(await tapReaches(button), 'the toast does not lie over the button').toBe(true);
    }
  });
});
