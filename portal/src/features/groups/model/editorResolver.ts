import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Schema } from 'yup';
import { editorErrorText, editorMessages } from '@hoj/core/editor/editorMessages';
import { validateForm } from '@hoj/core/editor/validateForm';
import type { Locale } from '@hoj/core/i18n/locale';
import { translate } from '@hoj/core/i18n/messages';

/** An editor message of core's training and contest rules (`{key, values}`) in the reader's language. */
export function editorText(message: unknown, locale: Locale): string {
  return editorErrorText(message, (key, vars) => translate(editorMessages[locale], key, vars));
}

/**
 * A react-hook-form resolver over one of core's editor schemas: the first broken rule of each field, worded
 * in the language the reader has when the form is checked.
 */
export function editorResolver<T extends FieldValues>(
  schema: () => Schema,
  locale: () => Locale,
): Resolver<T> {
  return async (values) => {
    const errors = await validateForm(schema(), values);
    if (errors.length === 0) return { values, errors: {} };
    const fields: Record<string, { type: string; message: string }> = {};
    for (const { path, message } of errors) {
      fields[path] ??= { type: 'validate', message: editorText(message, locale()) };
    }
    return { values: {}, errors: fields as unknown as FieldErrors<T> };
  };
}
