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

const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * Plurals: a text that counts something has one key per plural form, `key.one`, `key.other` (and `key.few`,
 * `key.many`… should a language need them), and is asked for as `key` with a numeric `count`; the language's
 * plural rules pick the form ("1 comment", "2 comments"; Chinese has one form), `key.other` when the catalogue
 * has no key for that form.
 */
function pluralFormOf(catalog: Record<string, string>, locale: Locale, key: string, count: unknown): string {
  if (typeof count !== 'number' || key in catalog) return key;
  const form = `${key}.${pluralCategory(locale, count)}`;
  if (form in catalog) return form;
  return `${key}.other` in catalog ? `${key}.other` : key;
}

export function translateIn(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const catalog = catalogs[locale];
  return translate(catalog, pluralFormOf(catalog, locale, key, vars?.count), vars);
}
