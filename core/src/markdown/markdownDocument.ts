import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import type { IdState } from './headingIds';
import type { MathSpan } from './mathDelimiters';
import type { Typesetter } from './renderMath';
import { newNonce, renderPart, typesetFormulaHtml } from './sanitize';
import { PART_CHARS, splitParts, weight } from './splitParts';

/**
 * Sources longer than this (formulas counted at what they cost, see splitParts.ts) are drawn in parts; shorter
 * ones in one go, exactly as written.
 */
export const PROGRESSIVE_CHARS = 2 * PART_CHARS;

/**
 * A part with more formulas than this shows previews even when KaTeX is already here, and its formulas are
 * typeset as they come into view (typesetInPlace.ts): KaTeX takes about a millisecond a formula, and a page
 * of thousands typeset at once is one long task.
 */
export const EAGER_FORMULAS = 40;

/** Formulas whose \gdef (or \global, \xdef) definitions later formulas may use. */
const DEFINES_MACROS = /\\(?:gdef|xdef|global)(?![a-zA-Z])/;

/** An upper bound on the formulas of a source, counted from their delimiters before code is told apart. */
function mostFormulas(source: string): number {
  const dollars = source.match(/\$\$?/g)?.length ?? 0;
  const opened = source.match(/\\[([]/g)?.length ?? 0;
  return Math.ceil(dollars / 2) + opened;
}

/**
 * One document as `<Markdown>` draws it: in one go when short, else in parts (splitParts.ts) drawn one after
 * the other, all sharing the document's secret, ids, formula numbers and maths macros. Each part is rendered
 * once and kept, so drawing it again (a re-run effect) gives the same HTML and ids. Formulas left as previews
 * are typeset later by number, in any order: the ones defining macros before a formula are typeset first,
 * in document order, so the formula sees their definitions as a reader going down the page would.
 */
export class MarkdownDocument {
  private readonly sources: readonly string[];
  private readonly references: string;
  private readonly rendered: string[] = [];
  private readonly nonce = newNonce();
  private readonly locale: Locale;
  private readonly formulas: MathSpan[] = [];
  private readonly macros: Record<string, string> = {};
  private readonly ids: IdState = { taken: new Set(), headings: 0 };
  /** Formulas that define macros, in document order, and how many of them have been typeset. */
  private readonly definers: number[] = [];
  private definersTypeset = 0;
  /** Typeset HTML kept for definers typeset ahead of their turn. */
  private readonly typesetAhead = new Map<number, string>();
  private pending = false;

  constructor(
    source: string,
    readonly trusted: boolean,
    { locale = DEFAULT_LOCALE }: { locale?: Locale } = {},
  ) {
    this.locale = locale;
    if (weight(source) > PROGRESSIVE_CHARS) {
      const { parts, references } = splitParts(source);
      this.sources = parts;
      this.references = references;
    } else {
      this.sources = [source];
      this.references = '';
    }
  }

  get partCount(): number {
    return this.sources.length;
  }

  get progressive(): boolean {
    return this.sources.length > 1;
  }

  /** Whether a part drawn so far shows formulas as previews, to be typeset. */
  get hasPendingFormulas(): boolean {
    return this.pending;
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
    if (eager) this.typesetDefinersBefore(first, typeset);
    const html = renderPart(this.references ? `${source}\n\n${this.references}` : source, {
      trusted: this.trusted,
      locale: this.locale,
      nonce: this.nonce,
      formulas: this.formulas,
      macros: this.macros,
      typeset: eager ? typeset : null,
      ids: this.ids,
      footnotes: index === this.sources.length - 1,
      progressive: this.progressive,
    });
    for (let i = first; i < this.formulas.length; i += 1) {
      if (DEFINES_MACROS.test(this.formulas[i]!.tex)) this.definers.push(i);
    }
    if (eager) this.skipDefinersBefore(this.formulas.length);
    else if (this.formulas.length > first) this.pending = true;
    return html;
  }

  /** Definers already typeset in place (their part was typeset as it was drawn) need no turn of their own. */
  private skipDefinersBefore(end: number): void {
    while (this.definersTypeset < this.definers.length && this.definers[this.definersTypeset]! < end) {
      this.definersTypeset += 1;
    }
  }

  private typesetDefinersBefore(end: number, typeset: Typesetter): void {
    while (this.definersTypeset < this.definers.length && this.definers[this.definersTypeset]! < end) {
      const definer = this.definers[this.definersTypeset]!;
      this.definersTypeset += 1;
      if (!this.typesetAhead.has(definer)) {
        this.typesetAhead.set(definer, this.typesetNow([definer], typeset)[0] ?? '');
      }
    }
  }

  private typesetNow(indices: readonly number[], typeset: Typesetter): string[] {
    const html = typesetFormulaHtml(indices, this.contextForMaths(), typeset);
    const template = document.createElement('template');
    template.innerHTML = html;
    return Array.from(template.content.children, (element) => element.outerHTML);
  }

  private contextForMaths() {
    return {
      trusted: this.trusted,
      locale: this.locale,
      nonce: this.nonce,
      formulas: this.formulas,
      macros: this.macros,
    };
  }

  /**
   * Sanitised HTML of the formulas numbered `indices` (previews drawn earlier), typeset by `typeset`, in the
   * order asked.
   */
  typesetFormulas(indices: readonly number[], typeset: Typesetter): string[] {
    if (indices.length === 0) return [];
    this.typesetDefinersBefore(Math.max(...indices) + 1, typeset);
    const fresh = indices.filter((index) => !this.typesetAhead.has(index));
    const made = this.typesetNow(fresh, typeset);
    const byIndex = new Map(fresh.map((index, i) => [index, made[i] ?? '']));
    return indices.map((index) => this.typesetAhead.get(index) ?? byIndex.get(index) ?? '');
  }
}
