import { test as base, expect } from '@playwright/test';
import { devOrigin } from '@hoj/core/devPorts';
import { currentStack, stackPorts, workerBaseUrl } from './stacks';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** True when a URL stays on this machine; data:, blob: and similar never touch the network. */
export function isLoopback(url: string): boolean {
  const parsed = new URL(url);
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return true;
  return LOOPBACK_HOSTS.has(parsed.hostname) || parsed.hostname.startsWith('127.');
}

const ports = stackPorts(currentStack(), process.env.E2E_DEV === '1');

/** This worker's mock backend (see stacks.ts: each concurrent worker has a stack of its own). */
export const mockServerUrl = devOrigin(ports.mock);

/** This worker's portal, as the back-office specs reach it. */
export const portalUrl = devOrigin(ports.portal);

interface Fixtures {
  /** Requests that tried to leave loopback (they are aborted); every test asserts this stays empty. */
  offLoopback: string[];
  /** What the Content-Security-Policy blocked (the preview servers send the production headers). */
  cspViolations: string[];
}

/** Reports each violation on the console, where the context hears it whatever page or frame it came from. */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`[csp] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`);
  });
}

export const test = base.extend<Fixtures>({
  // The projects name stack 0's servers; a worker on another stack goes to its own.
  baseURL: async ({ baseURL }, use) => {
    await use(baseURL === undefined ? undefined : workerBaseUrl(baseURL));
  },
  offLoopback: [
    async ({ context, request }, use) => {
      // Each test starts from the seeded demo data.
      const reset = await request.post(`${mockServerUrl}/api/__reset`);
      expect(reset.ok(), 'the mock backend resets its store').toBe(true);

      // The browser sends every request for another host to a closed port (chromiumArgs' proxy), so it fails
      // there and is seen here. Watching costs nothing, where routing each request through the test runner
      // added a round trip to every asset and call of the page.
      const offLoopback: string[] = [];
      context.on('requestfailed', (failed) => {
        const url = failed.url();
        if (!isLoopback(url)) offLoopback.push(url);
      });
      await use(offLoopback);
      expect(offLoopback, 'no request may leave loopback').toEqual([]);
      // A screen fed by an operation no mock domain implements would show empty placeholders.
      const fallbacks = await request.get(`${mockServerUrl}/api/__fallbacks`);
      const { data } = (await fallbacks.json()) as { data: string[] };
      expect(data, 'no page may reach an operation the mock backend only answers with a fallback').toEqual(
        [],
      );
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(reportViolations);
      context.on('console', (message) => {
        const text = message.text();
        if (text.startsWith('[csp] ') || text.includes('Content Security Policy')) violations.push(text);
      });
      await use(violations);
      expect(violations, 'nothing may break the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
