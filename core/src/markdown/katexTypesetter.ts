import katex, { type KatexOptions } from 'katex';
// KaTeX's stylesheet and fonts come from the local package; Vite bundles them with this lazy chunk.
import 'katex/dist/katex.min.css';
import type { Typesetter } from './renderMath';

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

/** KaTeX, the typesetter every formula gets once this chunk has loaded (see mathEngine.ts). */
export const katexTypeset: Typesetter = (span, macros) =>
  katex.renderToString(span.tex, { ...OPTIONS, displayMode: span.display, macros });
