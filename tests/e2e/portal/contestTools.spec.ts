import { readFile } from 'node:fs/promises';
import type { ContestPrint, ContestRecord } from '@generated/model/index';
import { apiDataAs } from '../../support/contests';
import { expect, test } from '../../support/fixtures';
import { signInToPortal } from '../../support/portal';

/** The seed's running ACM contest, root's, with printing open: the contest day of the tools. */
const CONTEST = 2;

test.describe('contest-day tools', () => {
  test.beforeEach(async ({ page }) => {
    await signInToPortal(page, 'root');
  });

  test('an admin marks a balloon delivered on the AC info, and the server keeps it', async ({
    page,
    request,
  }) => {
    const acInfo = (limit: number) => `/api/get-contest-ac-info?cid=${CONTEST}&currentPage=1&limit=${limit}`;
    const before = await apiDataAs<{ records: ContestRecord[]; total: number }>(request, 'root', acInfo(20));
    // The ones not delivered come first.
    const waiting = before.records.find((record) => record.checked !== true);
    if (!waiting) throw new Error(`the seed has no balloon waiting in contest ${CONTEST}`);

    await page.goto(`/contest/${CONTEST}/ac-info`);
    const balloon = page.getByRole('region', { name: 'Accepted submissions' }).getByRole('switch', {
      name: `Balloon of problem ${waiting.displayId} for ${waiting.username} delivered`,
      exact: true,
    });
    await expect(balloon).not.toBeChecked();
    await expect(balloon).toHaveText('Not checked');
    await balloon.click();
    // Shown at once; the next refresh lists the row among the delivered ones, after those still waiting (maybe
    // on a later page), so the server is asked below instead of the list.
    await expect(balloon).toBeChecked();
    await expect(balloon).toHaveText('Checked');

    await expect
      .poll(async () => {
        const after = await apiDataAs<{ records: ContestRecord[] }>(request, 'root', acInfo(before.total));
        return after.records.find((record) => record.id === waiting.id)?.checked;
      })
      .toBe(true);
  });

  test('an admin downloads a print request, then confirms it printed', async ({ page, request }) => {
    const prints = `/api/get-contest-print?cid=${CONTEST}&currentPage=1&limit=15`;
    const before = await apiDataAs<{ records: ContestPrint[] }>(request, 'root', prints);
    const waiting = before.records.find((print) => print.status !== 1);
    if (!waiting?.username) throw new Error(`the seed has no print waiting in contest ${CONTEST}`);
    const who = `print request ${waiting.id} by ${waiting.username}`;

    await page.goto(`/contest/${CONTEST}/admin-print`);
    const desk = page.getByRole('region', { name: 'Print requests' });
    const row = desk
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: String(waiting.id), exact: true }) });
    await expect(row.getByText('Not printed', { exact: true })).toBeVisible();
    const mark = row.getByRole('button', { name: 'Mark printed', exact: true });
    await expect(mark).toHaveAccessibleDescription(`Mark ${who} printed`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      desk.getByRole('button', { name: `Download ${who}`, exact: true }).click(),
    ]);
    const file = download.suggestedFilename();
    expect(file).toContain(waiting.username);
    // The contestant's text, at least as long as the print form asks for.
    expect((await readFile(await download.path(), 'utf8')).trim().length).toBeGreaterThanOrEqual(50);

    const dialog = page.getByRole('dialog', { name: 'Printed?' });
    await expect(dialog).toContainText(`Downloaded ${file}.`);
    await dialog.getByRole('button', { name: 'It is printed' }).click();
    await expect(page.getByText(`Print request ${waiting.id} marked printed`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText('Printed', { exact: true })).toBeVisible();
    await expect(mark).toHaveCount(0);

    const after = await apiDataAs<{ records: ContestPrint[] }>(request, 'root', prints);
    expect(after.records.find((print) => print.id === waiting.id)?.status).toBe(1);
  });
});
