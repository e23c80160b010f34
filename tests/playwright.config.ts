import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './support/browser';
import { devOrigin, devPorts } from '../core/src/devPorts';
import { tsxBin } from '../scripts/localStack';
import { READY_LINE } from './support/e2eServers';
import { stackCount, stackPorts } from './support/stacks';

const browser = findChromium(process.env, { headlessShell: true });
if (!browser) {
  throw new Error(
    'No Chromium found: set PLAYWRIGHT_CHROMIUM_EXECUTABLE, run `npx playwright install chromium`, or install the chromium package.',
  );
}

const ci = Boolean(process.env.CI);
// E2E_DEV=1 runs against the Vite dev servers instead of the production builds.
const dev = process.env.E2E_DEV === '1';
const first = stackPorts(0, dev);
/** Specs that measure time on the page (long tasks, typing under CPU throttling): run alone, after the rest. */
const alone = /portal\/(editorTyping|extremeContent)\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  outputDir: './reports/test-results',
  fullyParallel: false,
  // One per server stack (tests/support/stacks.ts: one unless HOJ_E2E_WORKERS asks for more).
  workers: stackCount(),
  // A test that needs a second try is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: ci,
  // Waits are for states; the limits only catch a test that hangs, so a busy machine does not fail one.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: './reports/e2e.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    // Playwright's own download picks its headless shell by itself; any other browser is named.
    launchOptions: {
      executablePath: browser.source === 'playwright' ? undefined : browser.path,
      args: chromiumArgs,
    },
    // A failed test keeps its trace: actions, network and console, beside the failure screenshot and the page's
    // accessibility snapshot (error-context.md). Not the screencast: its frames cost about a third of the run's
    // CPU (the back-office specs: 290 CPU-seconds with it, 207 without). Not DOM snapshots: the snapshotter fetches
    // blob: pictures from inside the page, which the Content-Security-Policy refuses, so the avatar spec failed
    // under tracing alone.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'portal',
      testMatch: /portal\/.*\.spec\.ts/,
      testIgnore: alone,
      use: { baseURL: devOrigin(first.portal) },
    },
    {
      name: 'backoffice',
      testMatch: /backoffice\/.*\.spec\.ts/,
      use: { baseURL: devOrigin(first.backoffice) },
    },
    // The static demo build: the mock backend runs in the page's service worker, nothing serves /api.
    { name: 'demo', testMatch: /demo\/.*\.spec\.ts/, use: { baseURL: devOrigin(devPorts.portalDemo) } },
    { name: 'docs', testMatch: /docs\/.*\.spec\.ts/, use: { baseURL: devOrigin(devPorts.docs) } },
    {
      name: 'alone',
      testMatch: alone,
      use: { baseURL: devOrigin(first.portal) },
      dependencies: ['portal', 'backoffice', 'demo', 'docs'],
      workers: 1,
    },
  ],
  // Every server of the run, started side by side by one launcher (support/launchE2eServers.ts says why).
  webServer: {
    command: `node ${tsxBin} tests/support/launchE2eServers.ts`,
    cwd: '..',
    wait: { stdout: new RegExp(READY_LINE) },
    timeout: 120_000,
  },
});
