import type { Locale } from '@hoj/core/i18n/locale';
import { coreMessages, translate } from '@hoj/core/i18n/messages';
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

export function translateIn(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  return translate(catalogs[locale], key, vars);
}
