// Base styles first: component styles that follow may override them.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { configurePortalHttp } from './app/bootstrap';
import { initLocale } from './i18n/locale';

initLocale();
configurePortalHttp();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
