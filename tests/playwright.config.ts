import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './support/browser';
import { DEV_HOST, devPorts } from '../core/src/devPorts';
import { stackCount, stackPorts } from './support/stacks';

const browser = findChromium(process.env, { headlessShell: true });
if (!browser) {
  throw new Error(
    'No Chromium found: set PLAYWRIGHT_CHROMIUM_EXECUTABLE, run `npx playwright install chromium`, or install the chromium package.',
  );
}

const ci = Boolean(process.env.CI);
const origin = (port: number) => `http://${DEV_HOST}:${port}`;
// E2E_DEV=1 runs against the Vite dev servers instead of the production builds.
const dev = process.env.E2E_DEV === '1';
const viteCommand = dev ? 'npx vite --strictPort' : 'npx vite preview --strictPort';
const stacks = Array.from({ length: stackCount() }, (_, stack) => stackPorts(stack, dev));
const [first] = stacks;
if (!first) throw new Error('no server stack');
/** Specs that measure time on the page (long tasks, typing under CPU throttling): run alone, after the rest. */
const alone = /portal\/(editorTyping|extremeContent)\.spec\.ts/;

/** A mock backend, portal and back office for one worker; the apps' /api and /admin proxies follow the env. */
function stackServers(ports: (typeof stacks)[number]) {
  const env = {
    HOJ_MOCK_PORT: String(ports.mock),
    [dev ? 'HOJ_PORTAL_PORT' : 'HOJ_PORTAL_PREVIEW_PORT']: String(ports.portal),
    [dev ? 'HOJ_BACKOFFICE_PORT' : 'HOJ_BACKOFFICE_PREVIEW_PORT']: String(ports.backoffice),
  };
  return [
    {
      command: 'npx tsx mocks/src/node/server.ts --quiet',
      cwd: '..',
      env,
      url: `${origin(ports.mock)}/api/health`,
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
    {
      command: viteCommand,
      cwd: '../portal',
      env,
      url: origin(ports.portal),
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
    {
      command: viteCommand,
      cwd: '../backoffice',
      env,
      url: `${origin(ports.backoffice)}/admin/`,
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
  ];
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './reports/test-results',
  fullyParallel: false,
  // One per server stack (tests/support/stacks.ts: one unless HOJ_E2E_WORKERS asks for more).
  workers: stacks.length,
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
      use: { baseURL: origin(first.portal) },
    },
    { name: 'backoffice', testMatch: /backoffice\/.*\.spec\.ts/, use: { baseURL: origin(first.backoffice) } },
    // The static demo build: the mock backend runs in the page's service worker, nothing serves /api.
    { name: 'demo', testMatch: /demo\/.*\.spec\.ts/, use: { baseURL: origin(devPorts.portalDemo) } },
    { name: 'docs', testMatch: /docs\/.*\.spec\.ts/, use: { baseURL: origin(devPorts.docs) } },
    {
      name: 'alone',
      testMatch: alone,
      use: { baseURL: origin(first.portal) },
      dependencies: ['portal', 'backoffice', 'demo', 'docs'],
      workers: 1,
    },
  ],
  webServer: [
    ...stacks.flatMap(stackServers),
    {
      command: `npx vite preview --outDir docs/dist --host ${DEV_HOST} --port ${devPorts.docs} --strictPort`,
      cwd: '..',
      url: origin(devPorts.docs),
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
    {
      command: 'npx vite preview --mode demo --strictPort',
      cwd: '../portal',
      url: origin(devPorts.portalDemo),
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
  ],
});
