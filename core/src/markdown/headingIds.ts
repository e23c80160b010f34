/**
 * Anchor ids for headings, so a section can be linked to. Letters and digits of every script are kept
 * (`## 输入格式` → `输入格式`), so Chinese headings get readable ids; a heading with none (`## !!!`) gets
 * `h-<n>`, n being its place among the document's headings. Repeats get `-2`, `-3`…; the same document
 * always gets the same ids.
 */

/** Longest id taken from a heading's text, in characters. */
const MAX_SLUG_LENGTH = 80;

export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]+/gu, '')
    .trim()
    .replace(/\s+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return Array.from(slug).slice(0, MAX_SLUG_LENGTH).join('').replace(/-+$/, '');
}

/** A heading's text as the author wrote it: formulas count as their TeX source, not as typeset glyphs. */
function headingText(heading: Element): string {
  const copy = heading.cloneNode(true) as Element;
  for (const formula of Array.from(copy.querySelectorAll('.hoj-math'))) {
    const tex = formula.querySelector('annotation')?.textContent ?? formula.textContent ?? '';
    formula.replaceWith(tex);
  }
  return copy.textContent ?? '';
}

/** The ids of a document drawn in parts, kept from part to part so that no two parts give the same one. */
export interface IdState {
  /** Every id given so far. */
  taken: Set<string>;
  /** The headings of the parts so far (a heading without letters is numbered by its place in the document). */
  headings: number;
}

/**
 * Gives every heading under `root` that has no id one made from its text, `prefix` first, never one another
 * element already has (under `root`, or in the earlier parts of its document when `state` is given).
 */
export function assignHeadingIds(root: Element, prefix = '', state?: IdState): void {
  const taken = state?.taken ?? new Set<string>();
  for (const element of Array.from(root.querySelectorAll('[id]'))) taken.add(element.id);
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  const first = state?.headings ?? 0;
  if (state) state.headings += headings.length;
  headings.forEach((heading, index) => {
    if (heading.id !== '') return;
    const base = `${prefix}${headingSlug(headingText(heading)) || `h-${first + index + 1}`}`;
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    heading.id = id;
  });
}
