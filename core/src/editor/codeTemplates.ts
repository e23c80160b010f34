import type { Language } from '@generated/model/index';
import type { CodeTemplateRow } from './problemForm';

/**
 * The template rows for the chosen languages, in their order: rows already there are kept, a newly chosen
 * language gets its default template (disabled until the admin turns it on).
 */
export function syncCodeTemplates(
  rows: readonly CodeTemplateRow[],
  languageNames: readonly string[],
  allLanguages: readonly Language[],
): CodeTemplateRow[] {
  return languageNames.map((language) => {
    const existing = rows.find((row) => row.language === language);
    if (existing) return existing;
    const template = allLanguages.find((row) => row.name === language)?.codeTemplate ?? '';
    return { language, code: template, status: false };
  });
}
