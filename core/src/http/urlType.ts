import type { UrlType } from '@generated/model/index';
import { getHttpConfig } from './config';

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

function pageHref(): string | null {
  return typeof location === 'undefined' ? null : location.href;
}

/**
 * An absolute URL for `url`: absolute URLs stay as they are, others get the configured baseUrl and then
 * the page's own address (fetch outside a browser and `new Request` need absolute URLs).
 */
export function resolveUrl(url: string): string {
  if (ABSOLUTE.test(url)) return url;
  const { baseUrl } = getHttpConfig();
  const joined =
    baseUrl && !url.startsWith('//')
      ? `${baseUrl.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`
      : url;
  if (ABSOLUTE.test(joined)) return joined;
  const page = pageHref();
  return page ? new URL(joined, page).href : joined;
}

/** The path of a URL, absolute or relative. */
export function urlPath(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url.split(/[?#]/)[0] ?? url;
  }
}

/**
 * hoj-vue marks a call admin when the path segment after `api` is `admin` (`/api/admin/...`), so the
 * `Url-Type` header the server echoes on 401/403 answers tells which UI issued the call.
 */
export function isAdminUrl(url: string): boolean {
  const segments = urlPath(url).split('/').filter(Boolean);
  const api = segments.indexOf('api');
  return api >= 0 ? segments[api + 1] === 'admin' : segments[1] === 'admin';
}

export function urlTypeOf(url: string): UrlType {
  return isAdminUrl(url) ? 'admin' : 'general';
}

/** The two logins: they must carry no token (a stale one would earn an HTTP 401) and issue one. */
export function isLoginUrl(url: string): boolean {
  const path = urlPath(url).replace(/\/+$/, '');
  return path.endsWith('/api/login') || path.endsWith('/api/admin/login');
}

export const AUTH_INFO_PATH = '/api/get-user-auth-info';

export function isAuthInfoUrl(url: string): boolean {
  return urlPath(url).replace(/\/+$/, '').endsWith(AUTH_INFO_PATH);
}
