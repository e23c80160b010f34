import { useMemo, useState } from 'react';
import { createInstance, type InitOptions, type Resource } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider, useI18nextProvider } from 'ra-i18n-i18next';
import type { I18nProvider, Locale as RaLocale } from 'react-admin';
import { LOCALES, type Locale } from '@hoj/core/i18n/locale';
import { catalogue } from '../i18n/catalogue';
import { isLocale, rememberLocale } from '../i18n/localePreference';

/** Each language is named in itself, so a reader who cannot read the current one still finds theirs. */
export const availableLocales: RaLocale[] = [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'en-US', name: 'English' },
];

function resources(): Resource {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, { translation: convertRaTranslationsToI18next(catalogue(locale)) }]),
  );
}

export function i18nextOptions(locale: Locale): InitOptions {
  return {
    lng: locale,
    fallbackLng: 'en-US',
    supportedLngs: [...LOCALES],
    resources: resources(),
    // Server messages are passed through translate() as keys; a ':' in them must not read as a namespace.
    nsSeparator: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
  };
}

/** Adds what the i18next adapter does not do: the `lang` cookie shared with the portal and `<html lang>`. */
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
  const provider = await getI18nProvider(createInstance(), i18nextOptions(locale), availableLocales);
  return withLocalePersistence(provider);
}

/** null until i18next has initialised; render a loading state meanwhile. */
export function useHojI18nProvider(locale: Locale): I18nProvider | null {
  const [i18nextInstance] = useState(() => createInstance());
  const [options] = useState(() => i18nextOptions(locale));
  const provider = useI18nextProvider({ i18nextInstance, options, availableLocales });
  return useMemo(() => (provider ? withLocalePersistence(provider) : null), [provider]);
}
