import { useMemo } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Locale as RaLocale } from 'react-admin';
import { DEFAULT_LOCALE, type Locale } from '@hoj/core/i18n/locale';
import { catalogue, catalogueVersion } from '../i18n/catalogue';
import { isLocale, rememberLocale } from '../i18n/localePreference';
import { isNestedText } from '../common/nestedText';

/** Each language is named in itself, so a reader who cannot read the current one still finds theirs. */
export const availableLocales: RaLocale[] = [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'en-US', name: 'English' },
];

/**
 * Polyglot, the format the catalogues are written in (`%{var}`, `a |||| b` plurals) and the engine react-admin
 * bundles anyway for its default provider: a second engine (i18next) would only add weight to every page.
 * A key with no text comes back as given: the server's own messages are passed through translate() as keys.
 */
function polyglotFor(locale: string): I18nProvider {
  const fallback = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return polyglotI18nProvider(
    (wanted) => catalogue(isLocale(wanted) ? wanted : fallback),
    locale,
    availableLocales,
    { allowMissing: true },
  );
}

/**
 * A value given as `{ nested: key }` is put in as that key's text: a validator names the field its message is
 * about ("%{field} is required") without a translate function of its own.
 */
function withNestedTexts(options: unknown, provider: I18nProvider) {
  if (typeof options !== 'object' || options === null) return options;
  const entries = Object.entries(options as Record<string, unknown>).map(([name, value]) =>
    isNestedText(value) ? [name, provider.translate(value.nested, { _: value.nested })] : [name, value],
  );
  return Object.fromEntries(entries) as Record<string, unknown>;
}

/** Takes in the texts pages register as they load (see catalogue.ts), in whatever language is current then. */
function createProvider(locale: Locale): I18nProvider {
  let provider = polyglotFor(locale);
  let builtAt = catalogueVersion();
  const current = () => {
    if (builtAt !== catalogueVersion()) {
      provider = polyglotFor(provider.getLocale());
      builtAt = catalogueVersion();
    }
    return provider;
  };
  return {
    translate: (key, options) => current().translate(key, withNestedTexts(options, current())),
    changeLocale: (next, options) => current().changeLocale(next, options),
    getLocale: () => current().getLocale(),
    getLocales: () => availableLocales,
  };
}

/** Adds the `lang` cookie shared with the portal and `<html lang>` to every language change. */
export function withLocalePersistence(provider: I18nProvider): I18nProvider {
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      await provider.changeLocale(locale);
      if (isLocale(locale)) rememberLocale(locale);
    },
  };
}

/** Outside React (tests, scripts): a ready provider for one language. */
export async function createI18nProvider(locale: Locale): Promise<I18nProvider> {
  return Promise.resolve(withLocalePersistence(createProvider(locale)));
}

/** The provider for the app, in the language it starts in. */
export function useHojI18nProvider(locale: Locale): I18nProvider {
  return useMemo(() => withLocalePersistence(createProvider(locale)), [locale]);
}
