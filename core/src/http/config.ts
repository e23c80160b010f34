import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import type { ApiError } from './apiError';

/** App reactions to failed calls. Hooks never break a call: whatever they throw is swallowed. */
export interface HttpHooks {
  /** Every failed call unless `init.silent`: apps show the toast here. */
  onError?(error: ApiError): void;
  /** HTTP 401 only; the session is already cleared. Apps open the login dialog or go to /admin/login. */
  onUnauthorized?(error: ApiError): void;
  /** HTTP 403 only; the roles have already been refreshed. Apps go to /admin for admin URLs. */
  onForbidden?(error: ApiError): void;
}

export interface HttpConfig {
  /** Prefix for relative URLs; '' means the page's own origin. */
  baseUrl: string;
  locale: () => Locale;
  hooks: HttpHooks;
}

/**
 * A read (GET) gives up after 20 s, so a server that never answers shows an error with a retry within a minute even
 * after the one quiet retry; a write may legitimately work longer (a large import) and gives up after 90 s, a file
 * download after 300 s.
 */
export const READ_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 90_000;
export const DOWNLOAD_TIMEOUT_MS = 300_000;

const defaults = (): HttpConfig => ({ baseUrl: '', locale: () => DEFAULT_LOCALE, hooks: {} });

let current: HttpConfig = defaults();

/** Sets what is given and keeps the rest. */
export function configureHttp(options: { baseUrl?: string; locale?: () => Locale; hooks?: HttpHooks }): void {
  current = {
    baseUrl: options.baseUrl ?? current.baseUrl,
    locale: options.locale ?? current.locale,
    hooks: options.hooks ?? current.hooks,
  };
}

export function getHttpConfig(): Readonly<HttpConfig> {
  return current;
}

/** Back to the defaults (same origin, zh-CN, no hooks); for tests. */
export function resetHttpConfig(): void {
  current = defaults();
}
