import { useMemo, useState, useSyncExternalStore } from 'react';
import { createInstance, type i18n as I18next, type InitOptions } from 'i18next';
import { getI18nProvider, useI18nextProvider } from 'ra-i18n-i18next';
import type { I18nProvider, Locale as RaLocale } from 'react-admin';
import { LOCALES, type Locale } from '@hoj/core/i18n/locale';
import { catalogue, catalogueVersion, pageMessagesSince, subscribePageMessages } from '../i18n/catalogue';
import { isLocale, rememberLocale } from '../i18n/localePreference';
import { isNestedText } from '../common/nestedText';

/** Each language is named in itself, so a reader who cannot read the current one still finds theirs. */
export const availableLocales: RaLocale[] = [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'en-US', name: 'English' },
];

const NAMESPACE = 'translation';

/** i18next set up for the catalogue as it is now; the version says which page texts it already holds. */
function i18nextSetup(locale: Locale): { options: InitOptions; version: number } {
  return {
    version: catalogueVersion(),
    options: {
      lng: locale,
      // A key one language lacks shows the English text rather than the key.
      fallbackLng: 'en-US',
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      resources: Object.fromEntries(LOCALES.map((each) => [each, { [NAMESPACE]: catalogue(each) }])),
      // The server's own messages are passed through translate() as keys; a ':' in them is not a namespace.
      nsSeparator: false,
      // The placeholders core, the portal and the back office all write; React escapes what it renders.
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    },
  };
}

/**
 * A value given as `{ nested: key }` is put in as that key's text: a validator names the field its message is
 * about ("{field} is required") without a translate function of its own.
 */
function withNestedTexts(options: unknown, provider: I18nProvider) {
  if (typeof options !== 'object' || options === null) return {};
  const entries = Object.entries(options as Record<string, unknown>).map(([name, value]) =>
    isNestedText(value) ? [name, provider.translate(value.nested, { _: value.nested })] : [name, value],
  );
  return Object.fromEntries(entries) as Record<string, unknown>;
}

/**
 * Takes in the texts pages register as they load (see catalogue.ts), deep-merged into both languages, before
 * the next text is looked up. A key with no text comes back as given: the server's messages arrive as keys.
 */
function withPageMessages(instance: I18next, provider: I18nProvider, version: number): I18nProvider {
  let heldVersion = version;
  const takeNewTexts = () => {
    if (heldVersion === catalogueVersion()) return;
    for (const area of pageMessagesSince(heldVersion))
      for (const locale of LOCALES) instance.addResourceBundle(locale, NAMESPACE, area[locale], true, true);
    heldVersion = catalogueVersion();
  };
  return {
    ...provider,
    translate: (key, options) => {
      takeNewTexts();
      return provider.translate(key, withNestedTexts(options, provider));
    },
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
  const instance = createInstance();
  const { options, version } = i18nextSetup(locale);
  const provider = await getI18nProvider(instance, options, availableLocales);
  return withLocalePersistence(withPageMessages(instance, provider, version));
}

/**
 * The provider for the app, in the language it starts in; null until i18next has initialised. A page that
 * registers texts after the first render gives a new provider object, so react-admin renders every translated
 * text again, with them; its `translate` stays the same function.
 */
export function useHojI18nProvider(locale: Locale): I18nProvider | null {
  const [instance] = useState(createInstance);
  const [setup] = useState(() => i18nextSetup(locale));
  const ready = useI18nextProvider({ i18nextInstance: instance, options: setup.options, availableLocales });
  const provider = useMemo(
    () => ready && withLocalePersistence(withPageMessages(instance, ready, setup.version)),
    [instance, ready, setup],
  );
  const version = useSyncExternalStore(subscribePageMessages, catalogueVersion);
  return useMemo(() => provider && { ...provider, version }, [provider, version]);
}
