/**
 * A long document is drawn in parts, each parsed, sanitised and put on the page in a task of its own, so that
 * a statement of megabytes never holds the page for longer than one part takes. The cuts fall where markdown
 * reads the two sides the same whether they are parsed together or apart: at a blank line before a line that
 * starts a new top-level block (not indented, so no list item's continuation), never inside fenced code.
 *
 * A single block longer than a part is cut too, as it would otherwise be one long task: a fenced code block
 * becomes several blocks (each part closes and reopens the fence), a table becomes several tables (each with
 * the header row again), a list is cut between its top-level items, and a paragraph between its lines or, for
 * one enormous line, at a space. Only what is deeper than everything else is cut anywhere, and then the part
 * starts again at the left margin, as its own list. Raw HTML that spans blank lines (`<div>`, a blank line,
 * text, `</div>`) may be cut too: each side then shows its text without the other's tags.
 *
 * Link reference definitions (`[x]: https://…`) and footnotes apply to the whole document, so every part is
 * given all of them (up to REFERENCES_MAX_CHARS; a document with more loses the ones beyond) and only the
 * last part lists the footnotes.
 */

import { PART_CHARS, weight } from './partSize';

export { PART_CHARS, weight };

/** The most reference definitions copied into every part. */
export const REFERENCES_MAX_CHARS = 8 * 1024;

export interface Parts {
  /** Markdown sources, in order; the first is drawn with the page. */
  parts: string[];
  /** Definitions to append to every part (links and footnotes), '' when none. */
  references: string;
}

const FENCE = /^((?:[ \t]*>)*[ \t]*)(`{3,}|~{3,})/;
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const REFERENCE = /^ {0,3}\[[^\]\n]+\]:/;

const isBlank = (line: string): boolean => line.trim() === '';
const isIndented = (line: string): boolean => line.startsWith(' ') || line.startsWith('\t');

/** Cuts lines longer than a block at spaces (or anywhere, when there is none), so no line is a block alone. */
function shortLines(source: string): string[] {
  const lines = source.split('\n');
  if (lines.every((line) => line.length <= PART_CHARS)) return lines;
  const out: string[] = [];
  for (const line of lines) {
    let rest = line;
    while (rest.length > PART_CHARS) {
      const space = rest.lastIndexOf(' ', PART_CHARS);
      const cut = space > PART_CHARS / 2 ? space : PART_CHARS;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut).replace(/^ +/, '');
    }
    out.push(rest);
  }
  return out;
}

/** The line without `indent` at its start (or without any indentation, when it has less). */
function dedent(line: string, indent: string): string {
  return line.startsWith(indent) ? line.slice(indent.length) : line.trimStart();
}

/** Link reference and footnote definitions outside fenced code, each with its indented continuation lines. */
function collectReferences(lines: readonly string[]): string {
  const found: string[] = [];
  let fence: string | null = null;
  let inReference = false;
  for (const line of lines) {
    const run = FENCE.exec(line)?.[2];
    if (fence !== null) {
      if (run && run[0] === fence[0] && run.length >= fence.length) fence = null;
      continue;
    }
    if (run) {
      fence = run;
      inReference = false;
    } else if (REFERENCE.test(line)) {
      found.push(line);
      inReference = true;
    } else if (inReference && isIndented(line) && !isBlank(line)) {
      found.push(line);
    } else {
      inReference = false;
    }
  }
  const references = found.join('\n');
  return references.length <= REFERENCES_MAX_CHARS ? references : '';
}

/** Splits `source` into parts of about PART_CHARS (see the top of this file). */
export function splitParts(source: string): Parts {
  const lines = shortLines(source);
  const parts: string[] = [];
  let current: string[] = [];
  let size = 0;
  /** The open fence: its prefix and run, to close and reopen it at a cut. */
  let fence: { prefix: string; run: string; opening: string } | null = null;
  /** The header and delimiter rows of the table being read. */
  let table: string[] | null = null;
  let previousBlank = true;
  /** Indentation taken off every line of a part cut inside a deep block, so it starts at the left margin. */
  let indent = '';
  /**
   * Where the part being read is cut at a blank line: the first at half a part, as it is drawn in the same
   * task as the page around it, the others at PART_CHARS. A block longer than twice that is cut inside, and
   * four times that anywhere.
   */
  const limit = () => (parts.length === 0 ? PART_CHARS / 2 : PART_CHARS);

  const cut = (restart: string[] = []) => {
    while (current.length > 0 && isBlank(current[current.length - 1]!)) current.pop();
    if (current.length > 0) parts.push(current.join('\n'));
    current = [...restart];
    size = restart.reduce((sum, line) => sum + weight(line), 0);
    indent = '';
  };

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      const run = fenceMatch?.[2];
      if (run && run[0] === fence.run[0] && run.length >= fence.run.length) {
        fence = null;
      } else if (size >= 2 * limit()) {
        current.push(`${fence.prefix}${fence.run}`);
        cut([fence.opening]);
      }
    } else if (fenceMatch) {
      if (previousBlank && !isIndented(line) && size >= limit()) cut();
      fence = { prefix: fenceMatch[1]!, run: fenceMatch[2]!, opening: line };
      table = null;
    } else if (isBlank(line)) {
      table = null;
    } else if (table !== null && line.includes('|')) {
      if (size >= 2 * limit()) cut(table);
    } else {
      table = null;
      const next = lines[i + 1];
      const startsTable = line.includes('|') && next !== undefined && TABLE_DELIMITER.test(next);
      if (previousBlank && !isIndented(line) && size >= limit()) {
        cut();
      } else if (size >= 2 * limit() && !isIndented(line)) {
        // Inside one long block: between its top-level lines (list items, a paragraph's lines).
        cut();
      } else if (size >= 4 * limit()) {
        cut();
        indent = /^[ \t]*/.exec(line)?.[0] ?? '';
      }
      if (startsTable) {
        table = [line, next];
        current.push(line, next);
        size += weight(line) + weight(next);
        i += 1;
        previousBlank = false;
        continue;
      }
    }
    current.push(indent === '' ? line : dedent(line, indent));
    size += weight(line);
    previousBlank = fence === null && isBlank(line);
  }
  cut();
  return { parts, references: parts.length > 1 ? collectReferences(lines) : '' };
}
