import { ValidationError, type Schema } from 'yup';

/** One error of a whole-form check: where it is and its message (an EditorMessage for editor schemas). */
export interface FormError {
  path: string;
  message: unknown;
}

/**
 * Every error of `value` under `schema`, in the order the schema reports them (the save order for the contest
 * schema), without throwing. A save button can show the first one as a notice, as the reference admin pages
 * do; forms show each beside its field. `context` is yup's validate-time context.
 */
export async function validateForm(schema: Schema, value: unknown, context?: object): Promise<FormError[]> {
  try {
    await schema.validate(value, { abortEarly: false, context });
    return [];
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const leaves = error.inner.length > 0 ? error.inner : [error];
    return leaves.map((leaf) => ({ path: leaf.path ?? '', message: leaf.message as unknown }));
  }
}
