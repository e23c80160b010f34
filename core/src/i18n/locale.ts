/** The languages the product ships. zh-CN is the default. */
export type Locale = 'zh-CN' | 'en-US';

export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Cookie that remembers the chosen language. */
export const LOCALE_COOKIE = 'lang';
/** Query parameter that forces a language (`?l=en-US`). */
export const LOCALE_QUERY = 'l';

const EXACT: Record<string, Locale> = {
  'zh-cn': 'zh-CN',
  zh_cn: 'zh-CN',
  zh: 'zh-CN',
  'en-us': 'en-US',
  en_us: 'en-US',
  en: 'en-US',
};

/** An explicit choice (query or cookie): only the names the product itself writes are accepted. */
export function parseLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  return EXACT[value.trim().toLowerCase()] ?? null;
}

/** A browser language: any zh* reads as zh-CN, any en* as en-US. */
function fromBrowserLanguage(value: string): Locale | null {
  const lower = value.trim().toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) return 'zh-CN';
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en-US';
  return null;
}

/** The language to show: query `l`, else the cookie, else the first usable browser language, else zh-CN. */
export function resolveLocale(input: {
  query?: string | null;
  cookie?: string | null;
  languages?: readonly string[];
  /** The site's own default (config.json `defaultLanguage`); zh-CN unless given. */
  fallback?: Locale | null;
}): Locale {
  const explicit = parseLocale(input.query) ?? parseLocale(input.cookie);
  if (explicit) return explicit;
  for (const language of input.languages ?? []) {
    const match = fromBrowserLanguage(language);
    if (match) return match;
  }
  return input.fallback ?? DEFAULT_LOCALE;
}

/** Value of one cookie in a `document.cookie` string, URL-decoded; null when absent. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** resolveLocale fed from the current page: its `l` query, the `lang` cookie and navigator.languages. */
export function detectLocale(fallback: Locale | null = null): Locale {
  if (typeof window === 'undefined') return fallback ?? DEFAULT_LOCALE;
  const query = new URLSearchParams(window.location.search).get(LOCALE_QUERY);
  const cookie = typeof document === 'undefined' ? null : readCookie(document.cookie, LOCALE_COOKIE);
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const languages = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  return resolveLocale({ query, cookie, languages, fallback });
}
