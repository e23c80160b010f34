import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Schema } from 'yup';
import { validateForm } from '@hoj/core/editor/validateForm';
import type { Locale } from '@hoj/core/i18n/locale';
import { editorText } from './editorText';

/**
 * A react-hook-form resolver over one of core's schemas: every broken rule at its field (the first per field),
 * in the language the reader has when the form is checked. `context` is the schema's validate-time context.
 */
export function schemaResolver<T extends FieldValues>(
  schema: Schema,
  locale: () => Locale,
  context?: () => object,
): Resolver<T> {
  return async (values) => {
    const errors = await validateForm(schema, values, context?.());
    if (errors.length === 0) return { values, errors: {} };
    const fields: Record<string, { type: string; message: string }> = {};
    for (const { path, message } of errors) {
      fields[path] ??= { type: 'validate', message: editorText(message, locale()) };
    }
    return { values: {}, errors: fields as unknown as FieldErrors<T> };
  };
}
