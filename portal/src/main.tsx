// Base styles first: component styles that follow may override them.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@hoj/core/http/config';
import { loadRuntimeConfig } from '@hoj/core/config/runtimeConfig';
import { App, createAppState } from './app/App';
import { configurePortalHttp } from './app/bootstrap';
import { initLocale } from './i18n/locale';
import { initTheme } from './shared/theme/themeState';

// Before the settings are fetched: the page's colours are right from the first paint that has any.
initTheme();

// No top-level await: with one, the bundler splits the entry into more, less compressible chunks.
async function start(): Promise<void> {
  // The deployment's settings (index.html preloads the file while the scripts load).
  const settings = await loadRuntimeConfig('/config.json');
  initLocale(settings.defaultLanguage);
  configurePortalHttp();
  configureHttp({ baseUrl: settings.apiBaseUrl });

  // Only the demo build bundles the in-browser mock backend; in other modes this branch is removed at build time.
  if (import.meta.env.MODE === 'demo') {
    const { startDemoMocks } = await import('./demo/startDemoMocks');
    await startDemoMocks();
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const state = await createAppState();
  createRoot(container).render(
    <StrictMode>
      <App state={state} />
    </StrictMode>,
  );
}

void start();
