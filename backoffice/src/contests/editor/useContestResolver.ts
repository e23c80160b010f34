import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { contestSchema, type ContestForm, type ContestSchemaContext } from '@hoj/core/editor/contestEditor';
import { editorErrorText } from '@hoj/core/editor/editorMessages';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * Core's messages are `{key, values}` objects (one rule, every language); react-admin's inputs show strings.
 * Every error the schema reports, at any depth (`awardConfigList[1].num`), gets its text here.
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
 * The editor's resolver: core's contest schema, checked when saving (every broken rule beside its field), in
 * the reader's language. Editing an existing contest locks its rule type to the one it was loaded with.
 */
export function useContestResolver(context: ContestSchemaContext): Resolver<FieldValues> {
  const translate = useTranslate();
  const { editing, originalType } = context;
  return useMemo(() => {
    const schema = contestSchema(originalType === undefined ? { editing } : { editing, originalType });
    const resolve = yupResolver(schema, { abortEarly: false }) as unknown as Resolver<FieldValues>;
    return async (values, resolverContext, options) => {
      const result = await resolve(values as ContestForm, resolverContext, options);
      translateErrors(result.errors as FieldErrors, translate);
      return result;
    };
  }, [translate, editing, originalType]);
}
