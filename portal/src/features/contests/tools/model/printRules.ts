/** HOJ's print form refuses shorter texts: a printer is not worth a trip for a line or two. */
export const PRINT_MIN_LENGTH = 50;

/** Characters as a reader counts them: a Chinese character or an emoji is one, not two UTF-16 units. */
export function printLength(text: string): number {
  return Array.from(text).length;
}

export type PrintProblem = { kind: 'empty' } | { kind: 'tooShort'; missing: number };

/**
 * Why a text may not be sent to the printer, or null when it may: blank (whitespace only counts as empty), or
 * shorter than the minimum, with how many characters are still missing.
 */
export function printProblem(text: string): PrintProblem | null {
  if (text.trim() === '') return { kind: 'empty' };
  const length = printLength(text);
  if (length < PRINT_MIN_LENGTH) return { kind: 'tooShort', missing: PRINT_MIN_LENGTH - length };
  return null;
}
