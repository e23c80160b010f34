import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { coreMessages } from '@hoj/core/i18n/messages';
import type { Locale } from '@hoj/core/i18n/locale';
import { appMessages } from './appMessages';
import { areaMessages } from './areas/index';
import { zhCN } from './zhCN';

type Nested = { [key: string]: string | Nested };

const raMessages: Record<Locale, TranslationMessages> = { 'zh-CN': zhCN, 'en-US': englishMessages };

/**
 * Core keeps flat dotted keys with `{var}` placeholders; react-admin catalogues are nested with `%{var}`.
 * Nesting them lets i18next resolve `role.root` like any other key.
 */
export function nestCoreMessages(flat: Record<string, string>): Nested {
  const root: Nested = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    const leaf = parts.pop();
    if (leaf === undefined) continue;
    let node = root;
    for (const part of parts) {
      const next = node[part];
      if (typeof next === 'string')
        throw new Error(`core message key ${key} collides with ${parts.join('.')}`);
      node = next ?? (node[part] = {});
    }
    node[leaf] = text.replace(/(^|[^%{])\{(\w+)\}/g, '$1%{$2}');
  }
  return root;
}

function isNested(value: unknown): value is Nested {
  return typeof value === 'object' && value !== null;
}

/** Deep merge where later sources win; the app may override a core or react-admin text on purpose. */
export function mergeMessages(...sources: Nested[]): Nested {
  const result: Nested = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const current = result[key];
      result[key] = isNested(value) && isNested(current) ? mergeMessages(current, value) : value;
    }
  }
  return result;
}

type Area = Readonly<Record<Locale, Nested>>;

const pageAreas: Area[] = [];
let version = 0;

/**
 * Adds a page's own texts (both languages) to the catalogue; the page module calls it when it loads, before it
 * renders. Calling it again with the same area changes nothing.
 */
export function registerPageMessages(area: Area): void {
  if (pageAreas.includes(area)) return;
  pageAreas.push(area);
  version += 1;
}

/** Changes whenever a page registers texts, so a provider knows to take them in. */
export const catalogueVersion = (): number => version;

/** Everything one language needs, in react-admin's format: ra.*, core keys (role.*, error.*), hoj.*, resources.*. */
export function catalogue(locale: Locale): TranslationMessages {
  return mergeMessages(
    nestCoreMessages(coreMessages[locale]),
    raMessages[locale] as Nested,
    appMessages[locale] as Nested,
    ...Object.values(areaMessages).map((area) => area[locale]),
    ...pageAreas.map((area) => area[locale]),
  ) as TranslationMessages;
}

/** Dotted paths of every leaf, for comparing catalogues. */
export function flatKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    isNested(value) ? flatKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
