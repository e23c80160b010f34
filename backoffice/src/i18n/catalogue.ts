import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { coreMessages } from '@hoj/core/i18n/messages';
import type { Locale } from '@hoj/core/i18n/locale';
import { appMessages } from './appMessages';
import { areaMessages } from './areas/index';
import type { Messages } from './messageKeys';
import { zhCN } from './zhCN';

/**
 * react-admin's own texts (`ra.*`). Its English pack is written for polyglot (`%{var}`, `a |||| b`); the
 * library's converter gives it the catalogue's `{var}` and `_one`/`_other` keys. The Chinese pack is ours and
 * written in that form already, with the one plural form Chinese has.
 */
const raMessages: Record<Locale, Messages> = {
  'zh-CN': zhCN,
  'en-US': convertRaTranslationsToI18next(englishMessages, { prefix: '{', suffix: '}' }) as Messages,
};

/** Core keeps flat dotted keys; nesting them lets i18next resolve `role.root` like any other key. */
export function nestCoreMessages(flat: Record<string, string>): Messages {
  const root: Messages = {};
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
    node[leaf] = text;
  }
  return root;
}

function isNested(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null;
}

/** Deep merge where later sources win; the app may override a core or react-admin text on purpose. */
export function mergeMessages(...sources: Messages[]): Messages {
  const result: Messages = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const current = result[key];
      result[key] = isNested(value) && isNested(current) ? mergeMessages(current, value) : value;
    }
  }
  return result;
}

export type Area = Readonly<Record<Locale, Messages>>;

const pageAreas: Area[] = [];
const listeners = new Set<() => void>();

/**
 * Adds a page's own texts (both languages) to the catalogue; the page module calls it when it loads, before it
 * renders. Calling it again with the same area changes nothing.
 */
export function registerPageMessages(area: Area): void {
  if (pageAreas.includes(area)) return;
  pageAreas.push(area);
  listeners.forEach((listener) => listener());
}

/** Changes whenever a page registers texts, so a provider knows to take them in. */
export const catalogueVersion = (): number => pageAreas.length;

/** The areas registered since `version`, oldest first. */
export const pageMessagesSince = (version: number): readonly Area[] => pageAreas.slice(version);

/** Calls `listener` after each registration; returns the unsubscribe (React's `useSyncExternalStore` shape). */
export function subscribePageMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Everything one language needs: ra.*, core keys (role.*, error.*), hoj.*, resources.*, registered pages. */
export function catalogue(locale: Locale): Messages {
  return mergeMessages(
    nestCoreMessages(coreMessages[locale]),
    raMessages[locale],
    appMessages[locale] as Messages,
    ...Object.values(areaMessages).map((area) => area[locale]),
    ...pageAreas.map((area) => area[locale]),
  );
}
