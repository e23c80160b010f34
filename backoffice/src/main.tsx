import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@hoj/core/http/config';
import { App } from './App';
import { currentLocaleOf } from './i18n/localePreference';

// Core's fallback error texts follow the language the back office shows (kept on <html lang>).
configureHttp({ locale: () => currentLocaleOf(document.documentElement.lang) });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
