/**
 * react-admin turns a cleared text input into null; the contest form keeps text as text (core's rules and body
 * mapping read '' as "nothing typed").
 */
export const keepText = (value: string | null | undefined): string => value ?? '';

/** A Date the form holds, or null (the form may hold a half-typed value for a moment). */
export const asDate = (value: unknown): Date | null =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;

/** Radio choices with numeric ids come back from the DOM as text; the form keeps the number. */
export const asNumber = (value: unknown): number => Number(value);
