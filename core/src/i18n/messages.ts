import { enUS, type CoreMessageKey } from './enUS';
import type { Locale } from './locale';
import { zhCN } from './zhCN';

export type { CoreMessageKey } from './enUS';

/**
 * Shared texts (errors, roles, contest tables, units); each app merges them into its own catalogue. The editor
 * rules' texts (`editor/editorMessages.ts`) are not here: only editor pages need them, and they register them.
 */
export const coreMessages: Record<Locale, Record<string, string>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};

/** The text for `key` with `{name}` placeholders filled; an unknown key comes back as the key itself. */
export function translate(
  messages: Record<string, string>,
  key: string,
  vars?: Record<string, string | number>,
): string {
  const template = messages[key];
  if (template === undefined) return key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = vars[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** translate() over the core catalogue of one locale. */
export function coreText(
  locale: Locale,
  key: CoreMessageKey,
  vars?: Record<string, string | number>,
): string {
  return translate(coreMessages[locale], key, vars);
}
