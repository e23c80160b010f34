import type { UseFormReturn } from 'react-hook-form';
import type { ContestForm } from '@hoj/core/editor/contestEditor';

/** What each part of the contest editor gets: the form, and the message of a field by its path. */
export interface SectionProps {
  form: UseFormReturn<ContestForm>;
  /** The first broken rule at a path (`title`, `accountLimit.startNumber`, `awardConfigList[1].num`) */
  errorOf: (path: string) => string | null;
}

/** An empty number field is no number (the rules then say so), anything else is read as a number. */
export const asNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));
