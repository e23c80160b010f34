import type { Validator } from 'react-admin';
import { nestedText } from './nestedText';

/** The largest value the backend's `Integer` fields hold: core's one constant. */
export { INT32_MAX } from '@hoj/core/editor/integerBounds';

/** The label key an input shows: its own `label`, else react-admin's `resources.<name>.fields.<source>`. */
function labelKeyOf(props: unknown): string | null {
  const { label, resource, source } = (props ?? {}) as {
    label?: unknown;
    resource?: unknown;
    source?: unknown;
  };
  if (typeof label === 'string' && label !== '') return label;
  return typeof resource === 'string' && typeof source === 'string'
    ? `resources.${resource}.fields.${source}`
    : null;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * A required field whose message names it ("Title is required"), the wording core's editor rules use, rather
 * than react-admin's bare "Required". `field` is the label's text key; without it the input's own label or
 * resource field is named (an input inside a resource's form passes neither, hence the key). Text of only
 * spaces counts as empty: the server trims it.
 */
export function requiredField(field?: string): Validator {
  const validate = (value: unknown, _values: unknown, props: unknown) => {
    if (!isEmpty(value)) return undefined;
    const key = field ?? labelKeyOf(props);
    return key === null
      ? 'ra.validation.required'
      : { message: 'hoj.validation.fieldRequired', args: { field: nestedText(key) } };
  };
  // react-admin marks an input required (its asterisk) by this flag on one of its validators.
  return Object.assign(validate, { isRequired: true });
}

/** A required text field: neither empty nor only spaces; `field` names it in the message (see requiredField). */
export const filledText = (field?: string): Validator[] => [requiredField(field)];
