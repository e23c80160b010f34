import { devPorts } from '@hoj/core/devPorts';

/**
 * Playwright can run workers side by side, each against a stack of its own (mock backend, portal and back office
 * preview servers), because every test starts by resetting the mock's store: two tests on one mock would reset
 * each other's data. Stack N listens on the usual ports plus N × PORT_SHIFT. `HOJ_E2E_WORKERS` sets how many.
 * The default is two. Once the browser stopped recording a screencast for every trace and ran as the headless
 * shell, one worker left half of the 2-core machine idle (the back-office specs used 207 CPU-seconds in 210 s);
 * two run the whole e2e in 7.8 minutes where one took 10. `HOJ_E2E_WORKERS=1` gives the old single stack.
 * Against the Vite dev servers (`E2E_DEV=1`) there is always one.
 */
export const PORT_SHIFT = 100;
const DEFAULT_STACKS = 2;

export function stackCount(env: NodeJS.ProcessEnv = process.env): number {
  if (env.E2E_DEV === '1') return 1;
  const wanted = Number.parseInt(env.HOJ_E2E_WORKERS ?? '', 10);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : DEFAULT_STACKS;
}

export interface StackPorts {
  mock: number;
  portal: number;
  backoffice: number;
}

export function stackPorts(stack: number, dev = false): StackPorts {
  const shift = stack * PORT_SHIFT;
  return {
    mock: devPorts.mock + shift,
    portal: (dev ? devPorts.portal : devPorts.portalPreview) + shift,
    backoffice: (dev ? devPorts.backoffice : devPorts.backofficePreview) + shift,
  };
}

/** The stack of the worker this code runs in (playwright gives each concurrent worker its own parallel index). */
export function currentStack(env: NodeJS.ProcessEnv = process.env): number {
  const index = Number.parseInt(env.TEST_PARALLEL_INDEX ?? '0', 10);
  return Number.isInteger(index) && index >= 0 ? index % stackCount(env) : 0;
}

/** A URL of stack 0 moved to the same server of stack `stack`. */
export function onStack(url: string, stack: number): string {
  if (stack === 0) return url;
  const parsed = new URL(url);
  parsed.port = String(Number(parsed.port) + stack * PORT_SHIFT);
  return parsed.toString().replace(/\/$/, url.endsWith('/') ? '/' : '');
}

/** The base URL a worker uses: stack 0's portal or back office becomes its own stack's; others stay (demo, docs). */
export function workerBaseUrl(url: string, env: NodeJS.ProcessEnv = process.env): string {
  const first = stackPorts(0, env.E2E_DEV === '1');
  const port = Number(new URL(url).port);
  return port === first.portal || port === first.backoffice ? onStack(url, currentStack(env)) : url;
}
