import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { editorErrorText } from '@backoffice/common/editorText';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * Core's schema messages are `{key, values}` objects (so one rule reads in every language); react-admin's
 * inputs show strings. Every error the schema reports, at any depth (`awardConfigList[1].num`), gets its text.
 */
function translateErrors(errors: unknown, translate: Translate): void {
  if (typeof errors !== 'object' || errors === null) return;
  const node = errors as Record<string, unknown>;
  if (typeof node.type === 'string' && 'message' in node)
    node.message = editorErrorText(node.message, translate);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'ref' && key !== 'message' && key !== 'type') translateErrors(value, translate);
  }
}

/**
 * An editor's resolver over one of core's schemas (`yupResolver(schema)`), its messages in the reader's
 * language. `prepare` turns the form's values into what the schema checks, when the two differ.
 */
export function translatedResolver<TContext>(
  resolve: Resolver<FieldValues, TContext>,
  translate: Translate,
  prepare: (values: FieldValues) => FieldValues = (values) => values,
): Resolver<FieldValues, TContext> {
  return async (values, context, options) => {
    const result = await resolve(prepare(values), context, options);
    translateErrors(result.errors as FieldErrors, translate);
    return result;
  };
}
