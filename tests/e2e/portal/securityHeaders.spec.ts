import { CONTENT_SECURITY_POLICY } from '@hoj/core/deploy/securityHeaders';
import { test, expect } from '../../support/fixtures';

// Every e2e test runs the production builds under the production headers and fails on a violation (see
// fixtures.ts); these check that the headers are there and that a violation is noticed at all.
test.describe('security headers', () => {
  test('the portal and the back office are served with the policy', async ({ page }) => {
    const portal = await page.goto('/home');
    expect(portal?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(portal?.headers()['x-frame-options']).toBe('DENY');
    const admin = await page.goto('/admin/');
    expect(admin?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  test('an inline script is refused and the refusal is reported', async ({ page, cspViolations }) => {
    await page.goto('/home');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.append(script);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    // Seen: the fixture's own check would fail the test on it.
    cspViolations.length = 0;
  });
});
