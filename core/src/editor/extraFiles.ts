import type { ExtraFileRow } from './problemForm';

/** `{name: content}` JSON text as rows; text that is not such an object gives no rows rather than an error. */
export function parseExtraFiles(text: string | null | undefined): ExtraFileRow[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  return Object.entries(parsed as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, content]) => ({ name, content }));
}

/** The stored form of extra files: JSON text, or null when there are none (as HOJ stores "no files"). */
export function formatExtraFiles(rows: readonly ExtraFileRow[]): string | null {
  if (rows.length === 0) return null;
  const map: Record<string, string> = {};
  for (const row of rows) map[row.name.trim()] = row.content;
  return JSON.stringify(map);
}
