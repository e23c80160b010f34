import { test, expect } from '../../support/fixtures';

test.describe('portal demo build (mock backend in the browser)', () => {
  test.use({ locale: 'en-US' });

  test('serves home data and a real login with no server behind /api', async ({ page }) => {
    const apiAnsweredByNetwork: string[] = [];
    page.on('response', (response) => {
      // Answers from the service worker carry fromServiceWorker(); anything else reached a server.
      if (new URL(response.url()).pathname.startsWith('/api/') && !response.fromServiceWorker()) {
        apiAnsweredByNetwork.push(response.url());
      }
    });

    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent contests' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('alice');

    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('bob');
    await dialog.getByLabel('Password').fill('bob123');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: /bob/ })).toBeVisible();

    expect(apiAnsweredByNetwork).toEqual([]);
  });
});
