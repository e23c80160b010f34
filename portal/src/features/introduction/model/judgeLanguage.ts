import type { Language } from '@generated/model/index';

/** A language of this site's own judge, as the introduction shows it. */
export interface JudgeLanguage {
  /** Unique within the list, for React's keys (the id when the server sent one). */
  key: string;
  name: string;
  /** Compiler and version, when the server names them. */
  description: string | null;
  compileCommand: string | null;
  /** The A+B example. */
  template: string | null;
  /** The editor MIME type, which picks the example's colouring. */
  contentType: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The languages the site judges itself (`oj` is `ME`): remote judges' languages are neither compiled here nor
 * come with an example. A row without a name says nothing a reader could use and is left out.
 */
export function localLanguagesOf(rows: readonly Partial<Language>[]): JudgeLanguage[] {
  return rows.flatMap((row, index): JudgeLanguage[] => {
    const name = text(row.name);
    if (row.oj !== 'ME' || !name) return [];
    return [
      {
        key: typeof row.id === 'number' ? `id-${row.id}` : `row-${index}`,
        name: name.trim(),
        description: text(row.description)?.trim() ?? null,
        compileCommand: text(row.compileCommand),
        template: text(row.template),
        contentType: text(row.contentType),
      },
    ];
  });
}
