import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@hoj/core/config/runtimeConfig';
import { configureHttp } from '@hoj/core/http/config';
import { App } from './App';
import { preloadPageAt } from './preloadPage';

// No top-level await: with one, the bundler splits the entry into more, less compressible chunks.
async function start(): Promise<void> {
  // The deployment's settings (index.html preloads the file while the scripts load).
  const settings = await loadRuntimeConfig('/admin/config.json');
  configureHttp({ baseUrl: settings.apiBaseUrl });
  // The page's chunks start now, beside the app's first render. Not earlier: added while the entry's own
  // preloads are still in flight, the page's preload links cost three times as much main thread.
  preloadPageAt(window.location.pathname);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
