/**
 * What the sanitiser lets through of KaTeX's output, inside the formulas the renderer made and nowhere else
 * (sanitize.ts). Its attributes and the styles it writes (katexPolicy.ts) come with the KaTeX chunk, which hands
 * them over here when it is evaluated: until then no formula holds KaTeX's output (they are previews), and none
 * of its attributes or styles gets through anywhere. Its tag names are known from the start: outside formulas
 * they are removed with all they hold, KaTeX here or not. A module of its own, with no imports, so that the
 * KaTeX chunk does not depend on the renderer's code.
 */

/** MathML for screen readers, plus the SVG KaTeX draws stretchy braces, arrows, roots and strikes with. */
// prettier-ignore
export const KATEX_TAGS = [
  'math', 'semantics', 'annotation', 'mrow', 'mi', 'mn', 'mo', 'ms', 'mtext', 'mspace', 'msup', 'msub',
  'msubsup', 'mfrac', 'msqrt', 'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd', 'mlabeledtr',
  'mstyle', 'mpadded', 'mphantom', 'menclose', 'merror', 'svg', 'path', 'line',
];

export interface KatexAllowances {
  attrs: readonly string[];
  /** Keeps the declarations KaTeX writes in a `style` attribute; '' when none is left. */
  filterStyle(style: string): string;
}

const NONE: KatexAllowances = { attrs: [], filterStyle: () => '' };

let allowed = NONE;

export const katexAllowances = (): KatexAllowances => allowed;

export function allowKatexOutput(allowances: KatexAllowances): void {
  allowed = allowances;
}
