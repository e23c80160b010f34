import { isAdminRole } from '@hoj/core/domain/roles';
import { session } from '@hoj/core/session/session';
import type { LazyPage } from './common/lazyPage';
import { customPages, loginPage } from './pages';
import { resources } from './resources';

/** The back office is served under /admin (vite.config.ts `base`, the router's basename). */
export const BASENAME = '/admin';

const isLazyPage = (screen: unknown): screen is LazyPage =>
  typeof screen === 'object' &&
  screen !== null &&
  typeof (screen as Partial<LazyPage>).preload === 'function';

const customPageAt: Readonly<Record<string, LazyPage>> = customPages;
/** A resource's screens; `operations` makes it a type every definition shares, the screens being optional. */
type ResourceScreens = Partial<Record<'list' | 'create' | 'edit', unknown>> & { operations: unknown };

const resourceAt: Readonly<Record<string, ResourceScreens>> = resources;

/**
 * The page an address shows, as the routes map it: a custom page by its path, else `/<resource>` its list,
 * `/<resource>/create` its form and `/<resource>/<id>` its editor. Anything else (the login page, an old
 * front-end path, an unknown address) has no page to fetch ahead.
 */
export function pageAt(pathname: string): LazyPage | undefined {
  if (pathname !== BASENAME && !pathname.startsWith(`${BASENAME}/`)) return undefined;
  const path = `/${pathname.slice(BASENAME.length).replace(/^\/+|\/+$/g, '')}`;
  const custom = customPageAt[path];
  if (custom) return custom;
  const [name = '', id, ...deeper] = path.slice(1).split('/');
  const resource = resourceAt[name];
  if (!resource || deeper.length > 0) return undefined;
  const screen = id === undefined ? resource.list : id === 'create' ? resource.create : resource.edit;
  return isLazyPage(screen) ? screen : undefined;
}

/**
 * Starts fetching the page the address names while the app itself starts, so its chunks arrive alongside the
 * layout rather than after it. Without a staff session (signed out, or a contestant signed in on the portal)
 * every address shows the login page first.
 */
export function preloadPageAt(pathname: string): void {
  const { token, roles } = session.get();
  const page = token !== null && isAdminRole(roles) ? pageAt(pathname) : loginPage;
  // A failed fetch is tried again when the page renders, which shows the error if it fails again.
  page?.preload().catch(() => undefined);
}
