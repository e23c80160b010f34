import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './support/browser';
import { DEV_HOST, devPorts } from '../core/src/devPorts';

const browser = findChromium();
if (!browser) {
  throw new Error(
    'No Chromium found: set PLAYWRIGHT_CHROMIUM_EXECUTABLE, run `npx playwright install chromium`, or install the chromium package.',
  );
}

const ci = Boolean(process.env.CI);
const origin = (port: number) => `http://${DEV_HOST}:${port}`;
// E2E_DEV=1 runs against the Vite dev servers instead of the production builds.
const dev = process.env.E2E_DEV === '1';
const portalPort = dev ? devPorts.portal : devPorts.portalPreview;
const backofficePort = dev ? devPorts.backoffice : devPorts.backofficePreview;
const viteCommand = dev ? 'npx vite --strictPort' : 'npx vite preview --strictPort';

export default defineConfig({
  testDir: './e2e',
  outputDir: './reports/test-results',
  fullyParallel: false,
  workers: 1,
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
    launchOptions: { executablePath: browser.path, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'portal', testMatch: /portal\/.*\.spec\.ts/, use: { baseURL: origin(portalPort) } },
    { name: 'backoffice', testMatch: /backoffice\/.*\.spec\.ts/, use: { baseURL: origin(backofficePort) } },
    // The static demo build: the mock backend runs in the page's service worker, nothing serves /api.
    { name: 'demo', testMatch: /demo\/.*\.spec\.ts/, use: { baseURL: origin(devPorts.portalDemo) } },
    { name: 'docs', testMatch: /docs\/.*\.spec\.ts/, use: { baseURL: origin(devPorts.docs) } },
  ],
  webServer: [
    {
      command: 'npx tsx mocks/src/node/server.ts --quiet',
      cwd: '..',
      url: `${origin(devPorts.mock)}/api/health`,
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
    {
      command: viteCommand,
      cwd: '../portal',
      url: origin(portalPort),
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
    {
      command: viteCommand,
      cwd: '../backoffice',
      url: `${origin(backofficePort)}/admin/`,
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
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
