/**
 * Whether a text may hold a formula (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`), without parsing it: a page that knows
 * its content early (a problem statement) starts fetching KaTeX at once instead of after its first render, so
 * the formulas are typeset in the first paint more often than not. A false positive costs one early fetch.
 */
export function mayContainMaths(...sources: readonly (string | null | undefined)[]): boolean {
  return sources.some((source) => typeof source === 'string' && /\$|\\\(|\\\[/.test(source));
}
