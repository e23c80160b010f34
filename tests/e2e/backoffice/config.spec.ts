import { test, expect, portalUrl } from '../../support/fixtures';
import { staffSession } from '../../support/backoffice';

test.describe('system config', () => {
  test.use({ locale: 'en-US' });

  test('root renames the website and the portal footer shows the new name', async ({ page, context }) => {
    await staffSession(page);
    await page.goto('/admin/');

    await page.getByRole('menuitem', { name: 'System config' }).click();
    await expect(page).toHaveURL(/\/admin\/conf/);
    const website = page.getByRole('region', { name: 'Website' });
    const name = website.getByLabel('Website name');
    await expect(name).not.toHaveValue('');

    await name.fill('');
    await website.getByRole('button', { name: 'Save' }).click();
    await expect(website.getByText('Required')).toBeVisible();

    await name.fill('E2E Judge Site');
    await website.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    const portal = await context.newPage();
    await portal.goto(`${portalUrl}/home`);
    await expect(portal.getByRole('contentinfo')).toContainText('E2E Judge Site');
  });

  test('root saves an SMTP server and sends a test e-mail through it', async ({ page }) => {
    await staffSession(page);
    await page.goto('/admin/');
    await page.getByRole('menuitem', { name: 'System config' }).click();

    const smtp = page.getByRole('region', { name: 'Mail server (SMTP)' });
    await smtp.getByLabel('SMTP host').fill('smtp.example.com');
    await smtp.getByLabel('Mail account (sender address)').fill('not-an-address');
    await smtp.getByRole('button', { name: 'Save' }).click();
    await expect(smtp.getByText('Enter a valid e-mail address')).toBeVisible();

    await smtp.getByLabel('Mail account (sender address)').fill('judge@example.com');
    await smtp.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(smtp.getByLabel('SMTP host')).toHaveValue('smtp.example.com');

    await smtp.getByLabel('Recipient address').fill('root@example.com');
    await smtp.getByRole('button', { name: 'Send test e-mail' }).click();
    await expect(
      smtp.getByRole('status').filter({ hasText: 'Test e-mail sent to root@example.com' }),
    ).toBeVisible();
  });

  test('root switches the public discussion off and the portal drops it; judge accounts are kept', async ({
    page,
    context,
  }) => {
    await staffSession(page);
    await page.goto('/admin/');

    const portal = await context.newPage();
    await portal.goto(`${portalUrl}/home`);
    await expect(
      portal.getByRole('navigation').getByRole('link', { name: 'Discussion' }).first(),
    ).toBeVisible();

    await page.getByRole('menuitem', { name: 'Switches' }).click();
    await expect(page).toHaveURL(/\/admin\/switch/);
    const switches = page.getByRole('region', { name: 'Feature switches' });
    const toggle = switches.getByRole('switch', { name: 'Public discussion open' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await switches.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change the feature switches?' });
    await expect(confirm).toContainText('Turn off: Public discussion open');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await portal.goto(`${portalUrl}/discussion`);
    await expect(portal.getByText('No access: this feature is switched off')).toBeVisible();
    await expect(portal.getByRole('navigation').getByRole('link', { name: 'Discussion' })).toHaveCount(0);

    await page.getByRole('menuitem', { name: 'System config' }).click();
    const judge = page.getByRole('region', { name: 'Judge' });
    await expect(judge.getByRole('group', { name: 'HDU accounts' }).getByLabel('Username')).toHaveValue(
      'hoj_demo_hdu',
    );
  });

  test('an admin without root does not see the system config', async ({ page }) => {
    await staffSession(page, 'admin');
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'System config' })).toHaveCount(0);
  });

  test('root uploads a carousel image and sees one more thumbnail', async ({ page }) => {
    await staffSession(page);
    await page.goto('/admin/');
    await page.getByRole('menuitem', { name: 'System config' }).click();

    const carousel = page.getByRole('region', { name: 'Carousel images' });
    const thumbnails = carousel.getByRole('img', { name: /^Carousel image \d+$/ });
    await expect(thumbnails.first()).toBeVisible();
    const before = await thumbnails.count();

    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await carousel
      .locator('input[type="file"]')
      .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Carousel image uploaded')).toBeVisible();
    await expect(thumbnails).toHaveCount(before + 1);
  });
});
