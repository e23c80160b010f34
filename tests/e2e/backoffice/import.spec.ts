import { test, expect, portalUrl } from '../../support/fixtures';
import { staffSession } from '../../support/backoffice';

const PORTAL = portalUrl;

/**
 * Header, two good rows (one with a name to trim and an upper-case gender), and one row per kind of rejection,
 * among them a username with spaces around it (reported, never stripped).
 */
const CSV = [
  'username,password,email,realname,gender,nickname,school',
  'imp_ok1,secret123,imp_ok1@example.com,Import One,male,One,HOJ U',
  'imp_ok2,secret456,, Import Two ,FEMALE,,',
  ' spaced ,secret111',
  '',
  'shortpw,123',
  'bademail,secret789,not-an-email',
  'alice,secret000',
  '=HYPERLINK("http://evil"),x',
  'imp_ok1,secret999',
].join('\r\n');

test.describe('user import', () => {
  test.use({ locale: 'en-US' });

  test('root imports good rows, sees bad rows with reasons, and downloads the rejected rows', async ({
    page,
    context,
  }) => {
    const sentUsernames: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/user/insert-batch-user')) {
        const body = request.postDataJSON() as { users: string[][] };
        sentUsernames.push(...body.users.map((row) => row[0] ?? ''));
      }
    });

    await staffSession(page);
    await page.goto('/admin/');
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByRole('link', { name: 'Import users' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/import$/);

    await page.getByLabel('Choose CSV file').setInputFiles({
      name: 'users.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV, 'utf-8'),
    });
    await expect(page.getByText('The first row is a header and was skipped.')).toBeVisible();
    await expect(page.getByText(/checked one by one/)).toBeVisible();
    await expect(page.getByText('8 rows: 2 valid, 6 invalid')).toBeVisible();

    await page.getByRole('button', { name: 'Invalid', exact: true }).click();
    const table = page.getByRole('table', { name: 'Import preview' });
    const rowOf = (text: string) => table.getByRole('row').filter({ hasText: text });
    await expect(rowOf('shortpw')).toContainText('Password: password must be 6 to 20 characters');
    await expect(rowOf('bademail')).toContainText('E-mail: not a valid e-mail address');
    await expect(rowOf('alice')).toContainText('Username: username already exists');
    await expect(rowOf('HYPERLINK')).toContainText('Password: password must be 6 to 20 characters');
    // Only the second imp_ok1 is invalid; the first one stays valid and is imported.
    await expect(rowOf('imp_ok1')).toContainText('Username: duplicate of an earlier row in the file');
    await expect(rowOf('spaced')).toContainText('Username: username starts or ends with a space');
    await expect(table.getByRole('row').filter({ hasText: 'imp_ok2' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Import 2 valid users' }).click();
    await expect(page.getByText('Created: 2')).toBeVisible();
    await expect(page.getByText('Skipped (not sent): 6')).toBeVisible();
    await expect(page.getByText('Failed: 0')).toBeVisible();
    expect(sentUsernames).toEqual(['imp_ok1', 'imp_ok2']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download rejected rows (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rejected-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks)
      .toString('utf-8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('username,password,email,realname,gender,nickname,school,reason');
    expect(lines).toHaveLength(7);
    expect(lines.some((line) => line.startsWith(`"'=HYPERLINK(""http://evil"")"`))).toBe(true);
    expect(lines.find((line) => line.startsWith('alice,'))).toContain('username already exists');
    expect(lines.some((line) => line.startsWith('imp_ok2'))).toBe(false);

    // The new accounts are real: one of them signs in on the portal.
    const portal = await context.newPage();
    await portal.goto(`${PORTAL}/home`);
    await portal.getByRole('button', { name: 'Login' }).click();
    const dialog = portal.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByLabel('Username').fill('imp_ok2');
    await dialog.getByLabel('Password').fill('secret456');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(portal.getByText('imp_ok2').first()).toBeVisible();
  });
});

test.describe('user import on a 1,440 px screen', () => {
  test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  test('long values and reasons fit: no sideways scroll, every reason shown whole', async ({ page }) => {
    const long = 'x'.repeat(60);
    const csv = [
      'username,password,email,realname,gender,nickname,school',
      `longrow1,secret123,${long}@example-university-with-a-long-domain.edu,${long},female,${long},${long}`,
      `${'u'.repeat(30)},1,not-an-email-${long},${long},other,${long},${long}`,
      'alice,secret000',
    ].join('\r\n');
    await staffSession(page);
    await page.goto('/admin/users/import');
    await page.getByLabel('Choose CSV file').setInputFiles({
      name: 'long.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf-8'),
    });
    await expect(page.getByText('3 rows: 1 valid, 2 invalid')).toBeVisible();
    await page.getByRole('button', { name: 'Invalid', exact: true }).click();
    const table = page.getByRole('table', { name: 'Import preview' });
    await expect(table.getByRole('row').filter({ hasText: 'alice' })).toBeVisible();

    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.content, 'the page does not scroll sideways').toBeLessThanOrEqual(widths.viewport);

    const reasons = table.getByRole('row').filter({ hasText: 'not-an-email' });
    for (const reason of [
      'Username: username longer than 20 characters',
      'Password: password must be 6 to 20 characters',
      'E-mail: not a valid e-mail address',
      'Gender: gender must be male, 0, female or 1 (any letter case)',
    ])
      await expect(reasons.getByText(reason, { exact: false })).toBeVisible();
    // Not cut off with an ellipsis: the reasons cell is as large as its text.
    const clipped = await reasons
      .getByRole('cell')
      .filter({ hasText: 'Password: password' })
      .evaluate(
        (cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1,
      );
    expect(clipped).toBe(false);
  });
});
