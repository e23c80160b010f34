import type { Locale } from '../i18n/locale';
import type { MathSpan } from './mathDelimiters';
import type { Typesetter } from './renderMath';

/**
 * What typesetting a document's formulas later, by number, needs of it (formulaTypesetting.ts). Its own module,
 * apart from the document class: the KaTeX chunk names it without depending on the renderer, which itself
 * loads that chunk.
 */
export interface DocumentMaths {
  trusted: boolean;
  locale: Locale;
  /** The document's secret (formula wrappers). */
  nonce: string;
  /** The document's formulas drawn so far, in order. */
  formulas: MathSpan[];
  /** \gdef macros, carried from formula to formula through the document. */
  macros: Record<string, string>;
  /** Sanitised HTML of the formulas numbered `indices`, typeset by `typeset`, in the order asked. */
  formulaHtml(indices: readonly number[], typeset: Typesetter): string;
}
