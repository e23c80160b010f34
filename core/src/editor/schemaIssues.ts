import { ValidationError, type TestContext } from 'yup';
import type { EditorMessage } from './editorMessages';

/** One broken rule: the form path it belongs to (`cases[2].score`) and what to tell the admin. */
export interface SchemaIssue {
  path: string;
  message: EditorMessage;
}

/**
 * Ends a cross-field test: true when nothing is wrong, otherwise one error per issue, each at its own path, so a
 * form resolver can show every message beside the field it is about rather than one message for the form.
 */
export function reportIssues(context: TestContext, issues: readonly SchemaIssue[]): true | ValidationError {
  if (issues.length === 0) return true;
  const errors = issues.map((issue) => context.createError({ path: issue.path, message: issue.message }));
  return errors.length === 1 && errors[0] ? errors[0] : new ValidationError(errors);
}

/** A trimmed text is empty (null and undefined count as empty). */
export function blank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** Titles are stored in 255-character columns by the backend. */
export const TITLE_MAX_LENGTH = 255;
