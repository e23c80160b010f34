import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { contestSchema, type ContestSchemaContext } from '@hoj/core/editor/contestEditor';
import { translatedResolver } from '@backoffice/common/translatedResolver';

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
    return translatedResolver(resolve, translate);
  }, [translate, editing, originalType]);
}
