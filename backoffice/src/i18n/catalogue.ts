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

/** Everything one language needs, in react-admin's format: ra.*, core keys (role.*, error.*), hoj.*, resources.*. */
export function catalogue(locale: Locale): TranslationMessages {
  return mergeMessages(
    nestCoreMessages(coreMessages[locale]),
    raMessages[locale] as Nested,
    appMessages[locale] as Nested,
    ...Object.values(areaMessages).map((area) => area[locale]),
  ) as TranslationMessages;
}

/** Dotted paths of every leaf, for comparing catalogues. */
export function flatKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    isNested(value) ? flatKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
