import { type Validator } from 'react-admin';
import { requiredField } from '@backoffice/common/validators';
import { INT32_MAX, integerWithin } from '@hoj/core/editor/integerBounds';

/**
 * A classification's rank orders the classifications of a judge, smaller first; the backend keeps it in a Java
 * `Integer`. Negative ranks sort nowhere sensible and a larger number cannot be read by the server, so the rank
 * is a whole number from 0 to the largest Integer, said in one message.
 */
const withinRange: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || integerWithin(value, 0)
    ? undefined
    : { message: 'hoj.tags.rankRange', args: { max: INT32_MAX } };

export const classificationRankRules: Validator[] = [requiredField(), withinRange];
