import type { DocumentMaths } from './documentMaths';
import type { Typesetter } from './renderMath';

/**
 * Formulas a document drew as previews, typeset later by their number, in any order: the ones defining macros
 * before a formula are typeset first, in document order, so the formula sees their definitions as a reader
 * going down the page would. Only ever needed once KaTeX is here, so this comes with it (and with the parts
 * renderer, whose later parts may be typeset as they are drawn).
 */

/** Formulas whose \gdef (or \global, \xdef) definitions later formulas may use. */
const DEFINES_MACROS = /\\(?:gdef|xdef|global)(?![a-zA-Z])/;

interface Definers {
  /** The numbers of the formulas that define macros, in document order, found among the first `scanned`. */
  found: number[];
  scanned: number;
  /** How many of `found` have been typeset (or drawn typeset). */
  done: number;
  /** Typeset HTML kept for definers typeset ahead of their turn. */
  ahead: Map<number, string>;
}

const definersOf = new WeakMap<DocumentMaths, Definers>();

/** The document's definers, its formulas drawn so far looked through (they only ever grow, in order). */
function definers(doc: DocumentMaths): Definers {
  let state = definersOf.get(doc);
  if (!state) {
    state = { found: [], scanned: 0, done: 0, ahead: new Map() };
    definersOf.set(doc, state);
  }
  for (; state.scanned < doc.formulas.length; state.scanned += 1) {
    if (DEFINES_MACROS.test(doc.formulas[state.scanned]!.tex)) state.found.push(state.scanned);
  }
  return state;
}

function typesetNow(doc: DocumentMaths, indices: readonly number[], typeset: Typesetter): string[] {
  const template = document.createElement('template');
  template.innerHTML = doc.formulaHtml(indices, typeset);
  return Array.from(template.content.children, (element) => element.outerHTML);
}

/** Definers already typeset in place (their part was typeset as it was drawn) need no turn of their own. */
export function skipDefinersBefore(doc: DocumentMaths, end: number): void {
  const state = definers(doc);
  while (state.done < state.found.length && state.found[state.done]! < end) state.done += 1;
}

/** Typesets the definers before formula `end` that are still previews, in order, so their macros are set. */
export function typesetDefinersBefore(doc: DocumentMaths, end: number, typeset: Typesetter): void {
  const state = definers(doc);
  while (state.done < state.found.length && state.found[state.done]! < end) {
    const definer = state.found[state.done]!;
    state.done += 1;
    if (!state.ahead.has(definer)) state.ahead.set(definer, typesetNow(doc, [definer], typeset)[0] ?? '');
  }
}

/**
 * Sanitised HTML of the formulas numbered `indices` (previews drawn earlier), typeset by `typeset`, in the
 * order asked.
 */
export function typesetFormulas(
  doc: DocumentMaths,
  indices: readonly number[],
  typeset: Typesetter,
): string[] {
  if (indices.length === 0) return [];
  typesetDefinersBefore(doc, Math.max(...indices) + 1, typeset);
  const { ahead } = definers(doc);
  const fresh = indices.filter((index) => !ahead.has(index));
  const made = typesetNow(doc, fresh, typeset);
  const byIndex = new Map(fresh.map((index, i) => [index, made[i] ?? '']));
  return indices.map((index) => ahead.get(index) ?? byIndex.get(index) ?? '');
}
