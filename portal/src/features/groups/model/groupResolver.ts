import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Schema } from 'yup';
import { validateForm } from '@hoj/core/editor/validateForm';

/**
 * A react-hook-form resolver over one of core's group schemas: every broken rule at its field (the first per
 * field). The message is the rule's text key (`groupForm.…`, registered with the page texts), translated
 * where it is shown, so a language switch re-words the messages on screen.
 */
export function groupResolver<T extends FieldValues>(schema: () => Schema): Resolver<T> {
  return async (values) => {
    const errors = await validateForm(schema(), values);
    if (errors.length === 0) return { values, errors: {} };
    const fields: Record<string, { type: string; message: string }> = {};
    for (const { path, message } of errors) fields[path] ??= { type: 'validate', message: String(message) };
    return { values: {}, errors: fields as unknown as FieldErrors<T> };
  };
}
