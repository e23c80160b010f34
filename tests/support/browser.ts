import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

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
];

export interface FoundBrowser {
  path: string;
  source: 'env' | 'playwright' | 'system';
}

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Finds a Chromium to drive: an explicit env var first, then the browser Playwright itself installed
 * (a normal developer machine), then the distribution's package (machines where Playwright cannot download).
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): FoundBrowser | undefined {
  const fromEnv = env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`The browser named by the environment does not exist: ${fromEnv}`);
    return { path: fromEnv, source: 'env' };
  }
  let own: string | undefined;
  try {
    own = chromium.executablePath();
  } catch {
    own = undefined;
  }
  if (own && existsSync(own)) return { path: own, source: 'playwright' };
  const system = SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate));
  return system ? { path: system, source: 'system' } : undefined;
}
