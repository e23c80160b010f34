import { findChromium, SYSTEM_HEADLESS_SHELLS } from './browser';

// Used by .ci/run to decide what must be installed: prints the browser the e2e run will drive, or exits 1.
// With --headless-shell it exits 1 unless that browser is a headless shell (or one the environment names).
const wantShell = process.argv.includes('--headless-shell');
const found = findChromium(process.env, { headlessShell: true });
if (!found) {
  console.info(
    'no Chromium found (set PLAYWRIGHT_CHROMIUM_EXECUTABLE, run `npx playwright install chromium`, or install the chromium package)',
  );
  process.exitCode = 1;
} else if (wantShell && found.source === 'system' && !SYSTEM_HEADLESS_SHELLS.includes(found.path)) {
  console.info(`${found.path} is the full browser; the chromium-headless-shell package is not installed`);
  process.exitCode = 1;
} else {
  console.info(`${found.path} (${found.source})`);
}
