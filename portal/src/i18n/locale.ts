import { signal } from '@preact/signals-react';
import { DEFAULT_LOCALE, LOCALE_COOKIE, detectLocale, type Locale } from '@hoj/core/i18n/locale';
import { prepareServerMessages } from '@hoj/core/i18n/serverMessages';
import { whenIdle } from '@hoj/core/lazy/whenIdle';

/** The language the whole portal renders in; components read it through `useT()`. */
export const localeSignal = signal<Locale>(DEFAULT_LOCALE);

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// The English table of server messages is wanted only when a call fails (which waits for it), so it is fetched
// once the page is idle rather than among the requests the first paint waits behind.
let cancelServerMessages: (() => void) | null = null;

function applyToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  cancelServerMessages?.();
  cancelServerMessages = whenIdle(() => void prepareServerMessages(locale));
}

/** The language: query `l`, else the `lang` cookie, else the browser's languages, else the site's default. */
export function initLocale(siteDefault: Locale | null = null): Locale {
  const locale = detectLocale(siteDefault);
  localeSignal.value = locale;
  applyToDocument(locale);
  return locale;
}

/** Switches language in place (no reload) and remembers the choice in the `lang` cookie. */
export function setLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  applyToDocument(locale);
  localeSignal.value = locale;
}
