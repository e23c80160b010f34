import type { Locale } from '@hoj/core/i18n/locale';
import { coreMessages, translate } from '@hoj/core/i18n/messages';
import type { Bilingual } from './defineMessages';
import { portalCatalog, type PortalMessageKey } from './messages/index';

export type { PortalMessageKey } from './messages/index';

/** Portal keys are checked by the compiler; keys from core tables (status labels, errors) arrive as strings. */
export type MessageKey = PortalMessageKey | (string & {});

const merged = (locale: Locale): Record<string, string> => ({
  ...coreMessages[locale],
  ...portalCatalog(locale),
});
const catalogs: Record<Locale, Record<string, string>> = {
  'zh-CN': merged('zh-CN'),
  'en-US': merged('en-US'),
};

/**
 * Adds a page's texts (an `i18n/pages/<area>.ts` module) to the catalogue. Those modules are imported by their
 * feature's chunk, not by the entry, so the texts of pages a visitor never opens are never downloaded; the
 * module registers itself when its chunk is evaluated, before any of its components renders.
 */
export function registerMessages(module: Bilingual<string>): void {
  Object.assign(catalogs['zh-CN'], module['zh-CN']);
  Object.assign(catalogs['en-US'], module['en-US']);
}

export function translateIn(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  return translate(catalogs[locale], key, vars);
}
