import { startBrowserMocks } from '@hoj/mocks/browser/worker';

/** The demo build (`vite build --mode demo`) has no server behind it: the mock backend runs in the page. */
export function startDemoMocks(): Promise<void> {
  return startBrowserMocks({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
}
