/**
 * The attributes marking formulas in rendered HTML. A module of their own: the KaTeX chunk needs them too, and
 * importing them from the renderer would tie that chunk to the renderer's code.
 */

/**
 * Attribute on the element wrapping each formula; its value is a per-render secret (see sanitize.ts), followed
 * by `:` and the formula's number in its document for a preview still to be typeset.
 */
export const MATH_ROOT_ATTR = 'data-hoj-math';

/** What a preview carries once sanitised: its formula's number in the document (see typesetInPlace.ts). */
export const FORMULA_INDEX_ATTR = 'data-hoj-formula';
