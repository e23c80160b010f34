import { setupWorker } from 'msw/browser';
import { handlers } from '../handlers';

/**
 * The mock backend inside the browser, for a static demo build that has no server behind it.
 *
 * The service-worker script is msw's own `node_modules/msw/lib/mockServiceWorker.js` (package export
 * `msw/mockServiceWorker.js`), so it always matches the installed msw version; it is never copied into the repo.
 * An app serves it from its base path: in its Vite config, a small plugin answers `<base>mockServiceWorker.js`
 * from that file in `configureServer` (dev) and emits it with `this.emitFile({ type: 'asset', fileName:
 * 'mockServiceWorker.js', source })` in `generateBundle` (build), reading it via
 * `createRequire(import.meta.url).resolve('msw/mockServiceWorker.js')`. Then call
 * `startBrowserMocks({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` })` from the app's
 * `src/demo/` entry before rendering.
 */
export interface BrowserMocksOptions {
  /** Where the app serves msw's worker script; defaults to `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string;
}

export async function startBrowserMocks(options: BrowserMocksOptions = {}): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    // Scripts, styles and images of the app itself go to the network.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
