import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@hoj/core/config/runtimeConfig';
import { configureHttp } from '@hoj/core/http/config';
import { App } from './App';

// No top-level await: with one, the bundler splits the entry into more, less compressible chunks.
async function start(): Promise<void> {
  // The deployment's settings (index.html preloads the file while the scripts load).
  const settings = await loadRuntimeConfig('/admin/config.json');
  configureHttp({ baseUrl: settings.apiBaseUrl });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
