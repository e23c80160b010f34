import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { problemSchema, type ProblemSchemaContext } from '@hoj/core/editor/problemEditor';
import { translatedResolver } from '@backoffice/common/translatedResolver';

/**
 * The editor's form resolver: core's problem schema (every broken rule at its own field; the compile state
 * arrives as the form's validation context), with its messages in the reader's language.
 */
export function useProblemResolver(): Resolver<FieldValues, ProblemSchemaContext> {
  const translate = useTranslate();
  return useMemo(() => {
    const resolve = yupResolver(problemSchema(), { abortEarly: false }) as unknown as Resolver<
      FieldValues,
      ProblemSchemaContext
    >;
    return translatedResolver(resolve, translate);
  }, [translate]);
}
