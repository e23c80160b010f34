import { localStorageStore, type Store } from 'react-admin';
import type { Locale } from '@hoj/core/i18n/locale';

/** What a logout leaves in react-admin's store: how this device shows the app is not the session's business. */
const DEVICE_KEYS = ['theme'] as const;

/**
 * react-admin's store in local storage (list settings, sidebar, theme). The `lang` cookie (shared with the
 * portal) decides the language at start-up, so the store is told first; react-admin's stored locale would
 * otherwise win. A logout resets the store: the light/dark choice survives it, so the login page and the next
 * session keep the theme staff picked.
 */
export function createBackOfficeStore(locale: Locale): Store {
  const store = localStorageStore(undefined, 'HojAdmin');
  store.setItem('locale', locale);
  return {
    ...store,
    reset() {
      const kept = DEVICE_KEYS.map((key) => [key, store.getItem<unknown>(key)] as const);
      store.reset();
      for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
    },
  };
}
