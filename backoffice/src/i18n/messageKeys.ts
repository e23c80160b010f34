/**
 * A catalogue in i18next's shape: nested keys, `{var}` placeholders, and a counted text as one key per plural
 * form its language has (`key_one`, `key_other`; Chinese has `key_other` only), asked for as `key` with `count`.
 */
export type Messages = { [key: string]: string | Messages };

/** The suffixes i18next gives the forms of `Intl.PluralRules`. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

const isNested = (value: unknown): value is Messages => typeof value === 'object' && value !== null;

/** Dotted paths of every leaf, for comparing catalogues. */
export function flatKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    isNested(value) ? flatKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The text at a dotted path, or undefined when there is none. */
export function textAt(messages: object, key: string): string | undefined {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (isNested(node) ? node[part] : undefined), messages);
  return typeof found === 'string' ? found : undefined;
}

/** The key a text is asked for by: a plural form's key without its form. */
export const askedKey = (key: string): string => key.replace(PLURAL_FORM, '');

/** The plural form a key holds (`one`, `other`…), or undefined for a text that does not count. */
export const pluralFormOf = (key: string): string | undefined => PLURAL_FORM.exec(key)?.[1];

/** Every key the screens may ask for, once each: two languages with different plural forms still compare equal. */
export function askedKeys(messages: object): string[] {
  return [...new Set(flatKeys(messages).map(askedKey))].sort();
}

/** Each counted text's key with the plural forms the catalogue gives it, sorted. */
export function pluralForms(messages: object): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of flatKeys(messages)) {
    const form = pluralFormOf(key);
    if (form === undefined) continue;
    const asked = askedKey(key);
    forms.set(asked, [...(forms.get(asked) ?? []), form].sort());
  }
  return forms;
}

/** The `{var}` names a text fills in, sorted. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
