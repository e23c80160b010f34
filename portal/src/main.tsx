// Base styles first: component styles that follow may override them.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { configurePortalHttp } from './app/bootstrap';
import { initLocale } from './i18n/locale';

initLocale();
configurePortalHttp();

// Only the demo build bundles the in-browser mock backend; in other modes this branch is removed at build time.
if (import.meta.env.MODE === 'demo') {
  const { startDemoMocks } = await import('./demo/startDemoMocks');
  await startDemoMocks();
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
