import { escapeHtml } from './escapeHtml';
import { loadedPreview } from './formulaPreview';
import { MATH_ROOT_ATTR } from './formulaAttrs';
import { encodedPlaceholderPattern, placeholderPattern, type MathSpan } from './mathDelimiters';

/** One formula as HTML; `macros` carries \gdef definitions from formula to formula within a document. */
export type Typesetter = (span: MathSpan, macros: Record<string, string>) => string;

/** Text in these stays literal, as the author typed it. */
// prettier-ignore
const LITERAL_PARENTS = new Set([
  'CODE', 'PRE', 'KBD', 'SAMP', 'TT', 'VAR', 'SCRIPT', 'STYLE', 'TEXTAREA', 'TITLE', 'NOSCRIPT', 'XMP',
]);

function hasPlaceholder(text: string): boolean {
  return text.includes('\uE000');
}

function isLiteral(node: Node): boolean {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    if (LITERAL_PARENTS.has(parent.tagName.toUpperCase())) return true;
  }
  return false;
}

/**
 * Puts one document's formulas back into the HTML markdown made of the placeholder text: typeset by
 * `typeset` in ordinary text (markdown paragraphs and an author's raw HTML alike), the author's source in
 * code and in attribute values. Without a typesetter (KaTeX not loaded yet) a formula in text shows a preview
 * (mathPreview.ts), marked pending. Works on an inert `<template>`, so nothing in it loads or runs; the
 * result still goes through DOMPurify. Macros defined with \gdef carry over within the document.
 */
export class MathRenderer {
  private readonly macros: Record<string, string>;
  private readonly offset: number;

  /**
   * `spans` are the formulas of this text; `offset` is the number of the first in its document, and `macros`
   * the document's \gdef definitions so far (when the document is drawn in parts).
   */
  constructor(
    private readonly spans: readonly MathSpan[],
    readonly nonce: string,
    private readonly typeset: Typesetter | null = null,
    { offset = 0, macros = {} }: { offset?: number; macros?: Record<string, string> } = {},
  ) {
    this.offset = offset;
    this.macros = macros;
  }

  /** The wrapper and content of formula `index` of `spans`: typeset, or a preview numbered for later. */
  formula(index: number): string {
    const span = this.spans[index];
    if (!span) return '';
    if (!this.typeset) {
      const kind = span.display ? 'hoj-math hoj-math-pending hoj-math-block' : 'hoj-math hoj-math-pending';
      // The source stays at hand (a tooltip) for formulas the preview only approximates.
      const title = escapeHtml(span.source);
      const root = `${this.nonce}:${this.offset + index}`;
      return `<span ${MATH_ROOT_ATTR}="${root}" class="${kind}" title="${title}">${this.preview(span)}</span>`;
    }
    let html: string;
    try {
      html = this.typeset(span, this.macros);
    } catch {
      // KaTeX's throwOnError covers parse errors only; anything else still must not take the page down.
      html = `<span class="katex-error">${escapeHtml(span.source)}</span>`;
    }
    return `<span ${MATH_ROOT_ATTR}="${this.nonce}" class="hoj-math">${html}</span>`;
  }

  /**
   * The preview, or the author's source if the formula is too deeply nested to read or the previews have not
   * arrived yet (formulaPreview.ts).
   */
  private preview(span: MathSpan): string {
    const preview = loadedPreview();
    if (preview) {
      try {
        return preview(span.tex, span.display);
      } catch {
        // Nested too deeply to read: its source, below.
      }
    }
    return escapeHtml(span.source);
  }

  private source(index: string): string {
    return this.spans[Number(index)]?.source ?? '';
  }

  /** The author's source in place of each placeholder (percent-encoded where markdown encoded a URL). */
  private restore(text: string, encoded: boolean): string {
    const restored = text.replace(placeholderPattern, (_, index: string) => this.source(index));
    if (!encoded) return restored;
    return restored.replace(encodedPlaceholderPattern, (_, index: string) => encodeURI(this.source(index)));
  }

  private typesetText(node: Text): void {
    const text = node.data;
    // One parse for the text node, not one per formula (a paragraph of a formula-heavy statement has dozens):
    // the text between formulas is escaped, and each formula's HTML is whole (KaTeX's, or escaped source).
    let html = '';
    let last = 0;
    for (const match of text.matchAll(placeholderPattern)) {
      html += escapeHtml(text.slice(last, match.index)) + this.formula(Number(match[1]));
      last = match.index + match[0].length;
    }
    html += escapeHtml(text.slice(last));
    const parser = node.ownerDocument.createElement('template');
    parser.innerHTML = html;
    node.replaceWith(parser.content);
  }

  apply(html: string): string {
    const template = document.createElement('template');
    template.innerHTML = html;
    const walker = document.createTreeWalker(
      template.content,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    );
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        for (const attr of Array.from(node.attributes)) {
          if (hasPlaceholder(attr.value) || /%EE%80%80/i.test(attr.value)) {
            attr.value = this.restore(attr.value, true);
          }
        }
      } else if (node instanceof Text && hasPlaceholder(node.data)) {
        texts.push(node);
      }
    }
    for (const node of texts) {
      if (isLiteral(node)) node.data = this.restore(node.data, false);
      else this.typesetText(node);
    }
    // Anything the walk cannot reach (the inside of a <template>) becomes source text again.
    return template.innerHTML.replace(placeholderPattern, (_, index: string) =>
      escapeHtml(this.source(index)),
    );
  }
}
