import { findChromium } from './browser';

// Used by .ci/run to decide whether a browser must be installed: prints the path, or exits 1.
const found = findChromium();
if (found) {
  console.info(`${found.path} (${found.source})`);
} else {
  console.info(
    'no Chromium found (set PLAYWRIGHT_CHROMIUM_EXECUTABLE, run `npx playwright install chromium`, or install the chromium package)',
  );
  process.exitCode = 1;
}
