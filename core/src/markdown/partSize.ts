/**
 * How big a markdown source counts as, for drawing it in parts: what `<Markdown>` reads, in the renderer's first
 * chunk, to tell a long document (cut into parts by splitParts.ts, fetched for long documents only) from a short
 * one (drawn in one go).
 */

/** What each part is cut to, in characters of source. */
export const PART_CHARS = 8 * 1024;

/**
 * What a `$` counts for in a part's size: a formula (two of them) costs its preview and, later, KaTeX, about
 * as much as 128 characters of text.
 */
const DOLLAR_CHARS = 64;

/** What a `|` counts for: a table cell is an element to sanitise and lay out, dearer than its few characters. */
const PIPE_CHARS = 4;

/** A line's share of a part: its characters, and its formulas and table cells at what they cost. */
export function weight(line: string): number {
  let cost = line.length + 1;
  for (let i = line.indexOf('$'); i >= 0; i = line.indexOf('$', i + 1)) cost += DOLLAR_CHARS;
  for (let i = line.indexOf('|'); i >= 0; i = line.indexOf('|', i + 1)) cost += PIPE_CHARS;
  return cost;
}

/**
 * Sources longer than this (formulas counted at what they cost) are drawn in parts; shorter ones in one go,
 * exactly as written.
 */
export const PROGRESSIVE_CHARS = 2 * PART_CHARS;

export const isLongDocument = (source: string): boolean => weight(source) > PROGRESSIVE_CHARS;
