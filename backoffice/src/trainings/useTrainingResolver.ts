import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { trainingSchema, type TrainingForm } from '@hoj/core/editor/trainingEditor';
import { translatedResolver } from '@backoffice/common/translatedResolver';

/**
 * The training editor's resolver: core's rules (title, description, rank 0 to 2147483647, a category, a
 * password for a private training), each message beside its field in the reader's language.
 */
export function useTrainingResolver(): Resolver<FieldValues> {
  const translate = useTranslate();
  return useMemo(() => {
    const resolve = yupResolver(trainingSchema(), { abortEarly: false }) as unknown as Resolver<FieldValues>;
    // The record may carry fields the form does not edit (the list row's dates): the schema sees the form only.
    return translatedResolver(resolve, translate, (values) => {
      const form: Partial<TrainingForm> = values;
      return { id: null, author: '', gid: null, ...form };
    });
  }, [translate]);
}
