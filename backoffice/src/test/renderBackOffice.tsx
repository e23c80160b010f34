import { render, type RenderResult } from '@testing-library/react';
import { App } from '@backoffice/App';

/**
 * The whole back office (App.tsx: its registry, routes, role guards and layout) opened at `path` under /admin,
 * in English, for whoever `loginAs` signed in. Screens are tested where staff reach them, so a route, guard or
 * registry entry that goes missing fails their tests too.
 */
export function renderBackOffice(path: string): RenderResult {
  document.cookie = 'lang=en-US; path=/';
  window.history.replaceState(null, '', `/admin${path}`);
  return render(<App />);
}
