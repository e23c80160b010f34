import katex, { type KatexOptions } from 'katex';
// KaTeX's stylesheet and fonts come from the local package; Vite bundles them with this lazy chunk.
import 'katex/dist/katex.min.css';
import type { DocumentMaths } from './documentMaths';
import { typesetFormulas } from './formulaTypesetting';
import { allowKatexOutput } from './katexAllowances';
import { KATEX_ATTRS, filterKatexStyle } from './katexPolicy';
import { mathFontsReady } from './mathFontsReady';
import type { Typesetter } from './renderMath';
import { typesetInView, type InPlaceTypesetting } from './typesetInPlace';

/** Cap in ems on the sizes an author asks for (`\rule`, `\kern`, `\\[…]`): no page-sized boxes. */
export const MAX_SIZE_EM = 20;

const OPTIONS: KatexOptions = {
  // A malformed formula shows KaTeX's red error rendering instead of breaking the whole document.
  throwOnError: false,
  strict: 'ignore',
  // No \href, \url, \includegraphics, \htmlId, \htmlClass, \htmlStyle or \htmlData.
  trust: false,
  // MathML is what screen readers read; the HTML part is aria-hidden.
  output: 'htmlAndMathml',
  maxSize: MAX_SIZE_EM,
  maxExpand: 1000,
};

// What KaTeX writes is let through inside formulas from now on (katexAllowances.ts): before this chunk there is
// no KaTeX output to let through.
allowKatexOutput({ attrs: KATEX_ATTRS, filterStyle: filterKatexStyle });

/** KaTeX, the typesetter every formula gets once this chunk has loaded (see mathEngine.ts). */
export const katexTypeset: Typesetter = (span, macros) =>
  katex.renderToString(span.tex, { ...OPTIONS, displayMode: span.display, macros });

/**
 * What the renderer gets once this chunk has loaded (mathEngine.ts): KaTeX, and the typesetting of a document's
 * previews as they come into view, which no document needs before KaTeX is here.
 */
export const katexEngine = {
  typeset: katexTypeset,
  /** Settles when KaTeX's common faces can be drawn (or after a cap): formulas are typeset only then. */
  fontsReady: mathFontsReady,
  /** Typesets the previews in `container`, drawn from `doc`, as they come into view (typesetInPlace.ts). */
  inView: (container: HTMLElement, doc: DocumentMaths): InPlaceTypesetting =>
    typesetInView(
      container,
      { typesetFormulas: (indices, typeset) => typesetFormulas(doc, indices, typeset) },
      katexTypeset,
    ),
};

export type MathEngine = typeof katexEngine;
