import { expect, test } from '../../support/fixtures';

/**
 * The guard every spec runs under (support/fixtures.ts): a request for another host never leaves the machine and
 * is recorded, so the test that made it fails. A page of its own (about:blank) makes one, as a CDN font or a
 * telemetry call would, past the apps' Content-Security-Policy, which would refuse it first.
 */
test('a request for another host fails on this machine and is recorded for the test', async ({
  page,
  offLoopback,
}) => {
  await page.goto('about:blank');
  const outcome = await page.evaluate(() =>
    fetch('https://cdn.jsdelivr.net/npm/monaco-editor/min/vs/loader.js', { mode: 'no-cors' }).then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(outcome).toBe('failed');
  await expect
    .poll(() => [...offLoopback])
    .toEqual(['https://cdn.jsdelivr.net/npm/monaco-editor/min/vs/loader.js']);
  // Recorded as it must be; emptied so that the fixture's own check, which would fail this test, passes.
  offLoopback.length = 0;
});
