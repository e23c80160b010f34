import { required, type Validator } from 'react-admin';

/** The largest value the backend's `Integer` fields hold: core's one constant. */
export { INT32_MAX } from '@hoj/core/editor/integerBounds';

/** Text of only spaces counts as empty: the server trims it and then has nothing. */
export const notBlank: Validator = (value: unknown) =>
  typeof value === 'string' && value !== '' && value.trim() === '' ? 'ra.validation.required' : undefined;

/** A required text field: neither empty nor only spaces. */
export const filledText = (): Validator[] => [required(), notBlank];
