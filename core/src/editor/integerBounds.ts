/**
 * The backend stores these numbers in Java `Integer` fields (the contract says `int32`): a larger value cannot
 * even be read from the request, and one stored by a lenient server breaks every list that shows it.
 */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

/** A whole number from `min` to `max` (both included); anything else, including NaN and text, is not. */
export function integerWithin(value: unknown, min: number, max: number = INT32_MAX): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
