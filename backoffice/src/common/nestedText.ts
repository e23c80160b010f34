/** A message value that is itself a text key: the i18n provider puts in that key's text (see i18nProvider). */
export interface NestedText {
  nested: string;
}

export const nestedText = (key: string): NestedText => ({ nested: key });

export function isNestedText(value: unknown): value is NestedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { nested?: unknown }).nested === 'string' &&
    Object.keys(value).length === 1
  );
}
