/**
 * Loopback ports of the local stack, in one place for the start script, the Vite configs and playwright.
 * Override with the environment variables named here when a port is taken.
 */
const fromEnv = (name: string, fallback: number): number => {
  const raw = typeof process === 'undefined' ? undefined : process.env[name];
  const port = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isInteger(port) && port > 0 ? port : fallback;
};

export const DEV_HOST = '127.0.0.1';

/** A local server's origin (`http://127.0.0.1:<port>`). */
export const devOrigin = (port: number): string => `http://${DEV_HOST}:${port}`;

export const devPorts = {
  mock: fromEnv('HOJ_MOCK_PORT', 4010),
  portal: fromEnv('HOJ_PORTAL_PORT', 5173),
  backoffice: fromEnv('HOJ_BACKOFFICE_PORT', 5174),
  portalPreview: fromEnv('HOJ_PORTAL_PREVIEW_PORT', 4173),
  backofficePreview: fromEnv('HOJ_BACKOFFICE_PREVIEW_PORT', 4174),
  /** The portal's demo build, which runs the mock backend in the browser. */
  portalDemo: fromEnv('HOJ_PORTAL_DEMO_PORT', 4175),
  /** The API reference built from the contract (`npm run docs`). */
  docs: fromEnv('HOJ_DOCS_PORT', 4180),
} as const;

/** Where the Vite dev and preview servers forward `/api`: the mocks unless HOJ_API_TARGET names a real backend. */
export const apiTarget = (): string =>
  (typeof process === 'undefined' ? undefined : process.env.HOJ_API_TARGET) ?? devOrigin(devPorts.mock);
