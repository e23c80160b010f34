import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { editorErrorText } from '@hoj/core/editor/editorMessages';
import { trainingSchema, type TrainingForm } from '@hoj/core/editor/trainingEditor';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Core's messages are `{key, values}` objects; react-admin's inputs show strings, so each gets its text. */
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
 * The training editor's resolver: core's rules (title, description, rank 0 to 2147483647, a category, a
 * password for a private training), each message beside its field in the reader's language.
 */
export function useTrainingResolver(): Resolver<FieldValues> {
  const translate = useTranslate();
  return useMemo(() => {
    const resolve = yupResolver(trainingSchema(), { abortEarly: false }) as unknown as Resolver<FieldValues>;
    return async (values, context, options) => {
      // The record may carry fields the form does not edit (the list row's dates): the schema sees the form only.
      const form: Partial<TrainingForm> = values;
      const result = await resolve({ id: null, author: '', gid: null, ...form }, context, options);
      translateErrors(result.errors as FieldErrors, translate);
      return result;
    };
  }, [translate]);
}
