import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** A port nothing listens on (the discard service's), where requests for other hosts fail at once. */
export const CLOSED_PORT = 9;

/** Flags that keep Chromium quiet on a closed network and inside a root container. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Nothing may leave the machine: every host but loopback (which Chromium never proxies) goes to a closed port.
  `--proxy-server=http://127.0.0.1:${CLOSED_PORT}`,
];

export interface FoundBrowser {
  path: string;
  source: 'env' | 'playwright' | 'system';
}

/** Debian's old headless shell (package chromium-headless-shell): what the e2e run drives when it is there. */
export const SYSTEM_HEADLESS_SHELLS = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
];
const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export interface FindOptions {
  /**
   * Prefer Chromium's old headless shell to the full browser, as Playwright itself does for headless tests. On
   * the 2-core machine the back-office specs took 3.5 minutes and 207 CPU-seconds on the shell, 5.8 minutes and
   * 387 on the full browser's headless mode (one run each, same config).
   */
  headlessShell?: boolean;
  exists?: (path: string) => boolean;
}

/**
 * Finds a Chromium to drive: an explicit env var first, then (when asked) a system headless shell, then the
 * browser Playwright itself installed (a normal developer machine), then the distribution's package (machines
 * where Playwright cannot download).
 */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  { headlessShell = false, exists = existsSync }: FindOptions = {},
): FoundBrowser | undefined {
  const fromEnv = env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? env.CHROME_PATH;
  if (fromEnv) {
    if (!exists(fromEnv)) throw new Error(`The browser named by the environment does not exist: ${fromEnv}`);
    return { path: fromEnv, source: 'env' };
  }
  const shell = headlessShell ? SYSTEM_HEADLESS_SHELLS.find((candidate) => exists(candidate)) : undefined;
  if (shell) return { path: shell, source: 'system' };
  let own: string | undefined;
  try {
    own = chromium.executablePath();
  } catch {
    own = undefined;
  }
  if (own && exists(own)) return { path: own, source: 'playwright' };
  const system = SYSTEM_CANDIDATES.find((candidate) => exists(candidate));
  return system ? { path: system, source: 'system' } : undefined;
}
