import type { FieldErrors, Resolver } from 'react-hook-form';
import { problemSchema, type ProblemForm, type ProblemSchemaContext } from '@hoj/core/editor/problemEditor';
import { editorErrorText, editorMessages } from '@hoj/core/editor/editorMessages';
import { validateForm } from '@hoj/core/editor/validateForm';
import type { Locale } from '@hoj/core/i18n/locale';
import { translate } from '@hoj/core/i18n/messages';

/** An editor message (core's `{key, values}`) in the reader's language. */
export function editorText(message: unknown, locale: Locale): string {
  return editorErrorText(message, (key, vars) => translate(editorMessages[locale], key, vars));
}

/** `cases[2].score` → `['cases', '2', 'score']`, the nesting react-hook-form reads its errors by. */
const stepsOf = (path: string): string[] => path.split(/[.[\]]+/).filter((step) => step !== '');

/**
 * Puts every broken rule at its field, the first one per field, nested as react-hook-form keeps errors (so
 * `errors.cases[2].score` is the third case's score). A rule about the whole form has the path `''`: it goes
 * under `root`.
 */
export function nestErrors(list: readonly { path: string; message: string }[]): FieldErrors<ProblemForm> {
  const tree: Record<string, unknown> = {};
  for (const { path, message } of list) {
    const steps = stepsOf(path);
    if (steps.length === 0) steps.push('root');
    let node = tree;
    for (const step of steps.slice(0, -1)) {
      const next = node[step];
      node[step] = typeof next === 'object' && next !== null ? next : {};
      node = node[step] as Record<string, unknown>;
    }
    const last = steps[steps.length - 1] as string;
    if (!(typeof node[last] === 'object' && node[last] !== null && 'message' in node[last]))
      node[last] = { ...(node[last] as object | undefined), type: 'validate', message };
  }
  return tree as FieldErrors<ProblemForm>;
}

/**
 * The problem form's resolver: core's problem rules (the same the back office uses), with the compile state
 * as their context, each message in the reader's language at the time of the check.
 */
export function problemResolver(
  locale: () => Locale,
  context: () => ProblemSchemaContext,
): Resolver<ProblemForm> {
  const schema = problemSchema();
  return async (values) => {
    const errors = await validateForm(schema, values, context());
    if (errors.length === 0) return { values, errors: {} };
    const texts = errors.map(({ path, message }) => ({ path, message: editorText(message, locale()) }));
    return { values: {}, errors: nestErrors(texts) };
  };
}

/** Every message of an error tree, in the order of the form, for the summary above the save button. */
export function errorMessages(errors: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message !== '') found.push(record.message);
    for (const [key, value] of Object.entries(record)) if (key !== 'ref' && key !== 'message') walk(value);
  };
  walk(errors);
  return [...new Set(found)];
}
