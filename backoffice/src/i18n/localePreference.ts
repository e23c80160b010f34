import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, detectLocale, type Locale } from '@hoj/core/i18n/locale';
import { prepareServerMessages } from '@hoj/core/i18n/serverMessages';
import { runtimeConfig } from '@hoj/core/config/runtimeConfig';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** The language to open with: the `l` query, the `lang` cookie shared with the portal, the browser, config.json's default. */
export const initialLocale = (): Locale => detectLocale(runtimeConfig().defaultLanguage);

/** `<html lang>`: screen readers and core's fallback error texts follow it. */
export function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  void prepareServerMessages(locale);
}

/** Remembers a choice in the same cookie the portal reads, so both apps open in the language last picked. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  applyLocale(locale);
}

/** react-admin reports the locale as a plain string; anything outside the product's list reads as the default. */
export const currentLocaleOf = (locale: string): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);
