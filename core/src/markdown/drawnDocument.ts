import type { Locale } from '../i18n/locale';
import type { DocumentMaths } from './documentMaths';
import { loadedPreview } from './formulaPreview';
import type { IdState } from './headingIds';
import type { MathSpan } from './mathDelimiters';
import type { Typesetter } from './renderMath';
import { newNonce, renderPart, typesetFormulaHtml } from './sanitize';

/**
 * A part with more formulas than this shows previews even when KaTeX is already here, and its formulas are
 * typeset as they come into view (typesetInPlace.ts): KaTeX takes about a millisecond a formula, and a page
 * of thousands typeset at once is one long task.
 */
export const EAGER_FORMULAS = 40;

/** An upper bound on the formulas of a source, counted from their delimiters before code is told apart. */
function mostFormulas(source: string): number {
  const dollars = source.match(/\$\$?/g)?.length ?? 0;
  const opened = source.match(/\\[([]/g)?.length ?? 0;
  return Math.ceil(dollars / 2) + opened;
}

/**
 * One document as `<Markdown>` draws it: a list of markdown sources (its parts) drawn one after the other, all
 * sharing the document's secret, ids, formula numbers and maths macros. A short document is one part, drawn as
 * written; a long one is cut into parts by MarkdownDocument (markdownDocument.ts), which only long documents
 * fetch (partsRenderer.ts). Each part is rendered once and kept, so drawing it again (a re-run effect) gives the
 * same HTML and ids. Formulas left as previews are typeset later by number (formulaTypesetting.ts, fetched with
 * KaTeX).
 */
export class DrawnDocument implements DocumentMaths {
  readonly nonce = newNonce();
  readonly formulas: MathSpan[] = [];
  readonly macros: Record<string, string> = {};
  private readonly rendered: string[] = [];
  private readonly ids: IdState = { taken: new Set(), headings: 0 };
  private pending = false;
  private withoutPreviews = false;

  constructor(
    private readonly sources: readonly string[],
    /** Definitions (links, footnotes) given to every part, '' when none. */
    private readonly references: string,
    readonly trusted: boolean,
    readonly locale: Locale,
  ) {}

  get partCount(): number {
    return this.sources.length;
  }

  /** Whether a part drawn so far shows formulas as previews, to be typeset. */
  get hasPendingFormulas(): boolean {
    return this.pending;
  }

  /** Whether a part drawn so far shows formulas as their source, drawn before the previews had arrived. */
  get drawnWithoutPreviews(): boolean {
    return this.withoutPreviews;
  }

  /**
   * The HTML of part `index`, rendered the first time it is asked for (parts are asked for in order): its
   * formulas typeset by `typeset` when there is one and not too many of them, else previews.
   */
  part(index: number, typeset: Typesetter | null): string {
    while (this.rendered.length <= index && this.rendered.length < this.sources.length) {
      this.rendered.push(this.renderNext(typeset));
    }
    return this.rendered[index] ?? '';
  }

  private renderNext(typeset: Typesetter | null): string {
    const index = this.rendered.length;
    const source = this.sources[index] ?? '';
    const first = this.formulas.length;
    const eager = typeset !== null && mostFormulas(source) <= EAGER_FORMULAS;
    if (eager) this.beforeTypesetting(first, typeset);
    const html = renderPart(this.references ? `${source}\n\n${this.references}` : source, {
      trusted: this.trusted,
      locale: this.locale,
      nonce: this.nonce,
      formulas: this.formulas,
      macros: this.macros,
      typeset: eager ? typeset : null,
      ids: this.ids,
      footnotes: index === this.sources.length - 1,
      progressive: this.sources.length > 1,
    });
    if (eager) {
      this.afterTypesetting(this.formulas.length);
    } else if (this.formulas.length > first) {
      this.pending = true;
      if (loadedPreview() === null) this.withoutPreviews = true;
    }
    return html;
  }

  formulaHtml(indices: readonly number[], typeset: Typesetter): string {
    return typesetFormulaHtml(indices, this, typeset);
  }

  /**
   * Called before a part whose formulas are typeset as it is drawn; its first formula is number `first`. One
   * part has no formulas before it: only a document of several (MarkdownDocument) has anything to do here.
   */
  protected beforeTypesetting(_first: number, _typeset: Typesetter): void {}

  /** Called after such a part; `end` is the number after its last formula. */
  protected afterTypesetting(_end: number): void {}
}
