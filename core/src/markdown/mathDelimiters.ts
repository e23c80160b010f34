/**
 * Finds TeX maths in markdown source before markdown parses it, so that `*`, `_`, `\\` and `|` inside a
 * formula are never read as emphasis, escapes or table cells. Each formula is replaced by a placeholder
 * made of private-use characters; the renderer turns placeholders in text back into typeset maths and
 * everywhere else (code, attributes) back into the original source.
 *
 * Delimiters: `$…$` and `\(…\)` inline, `$$…$$` and `\[…\]` display. A single `$` opens only before a
 * non-space and closes only after a non-space and not before a digit, so "$5 and $10" stays text, as on
 * common judge sites. `\$` is a literal dollar. Nothing inside code spans or fenced code blocks is touched,
 * and no formula spans a blank line.
 */

export interface MathSpan {
  /** The TeX to typeset (blockquote markers of continuation lines removed). */
  tex: string;
  display: boolean;
  /** The exact source text, delimiters included, for places where maths cannot be typeset. */
  source: string;
}

export interface MathExtraction {
  text: string;
  spans: MathSpan[];
}

const OPEN = '\uE000';
const CLOSE = '\uE001';

export const placeholderPattern = /\uE000(\d+)\uE001/g;
/** How a placeholder looks after markdown percent-encoded it inside a link destination. */
export const encodedPlaceholderPattern = /%EE%80%80(\d+)%EE%80%81/gi;

export function placeholder(index: number): string {
  return `${OPEN}${index}${CLOSE}`;
}

const FENCE_OPEN = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})(.*)$/;
const BLANK_LINE = /\n(?:[ \t]*>)*[ \t]*\r?\n/;
const QUOTE_PREFIX = /^(?:[ \t]*>)+[ \t]?/;

function isSpace(ch: string | undefined): boolean {
  return ch === undefined || /\s/.test(ch);
}

/** Index just past a run of `ch` starting at `from`. */
function runEnd(text: string, from: number, ch: string): number {
  let end = from;
  while (text[end] === ch) end += 1;
  return end;
}

/** End of the code span opened by the backtick run at `start`, or -1 when the run is literal. */
function codeSpanEnd(text: string, start: number): number {
  const openEnd = runEnd(text, start, '`');
  const length = openEnd - start;
  let i = openEnd;
  while (i < text.length) {
    const next = text.indexOf('`', i);
    if (next === -1) return -1;
    const closeEnd = runEnd(text, next, '`');
    if (closeEnd - next === length) {
      return BLANK_LINE.test(text.slice(openEnd, next)) ? -1 : closeEnd;
    }
    i = closeEnd;
  }
  return -1;
}

/** Per text: for each closer, the position after which it no longer occurs. */
type Missing = Map<string, number>;

/** Index of `closer` after `from`, skipping backslash escapes, or -1. */
function findCloser(text: string, from: number, closer: string, missing: Missing): number {
  // Remembering where a closer stopped occurring keeps thousands of unclosed openers linear.
  if (from >= (missing.get(closer) ?? Infinity)) return -1;
  if (text.indexOf(closer, from) === -1) {
    missing.set(closer, from);
    return -1;
  }
  for (let i = from; i < text.length; i += 1) {
    if (text.startsWith(closer, i)) return i;
    if (text[i] === '\\') i += 1;
  }
  return -1;
}

/** Index of the `$` closing an inline formula opened at `open`, or -1. */
function inlineDollarCloser(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '\\') {
      i += 1;
    } else if (ch === '$') {
      const valid = !isSpace(text[i - 1]) && !/\d/.test(text[i + 1] ?? '');
      return valid ? i : -1;
    }
  }
  return -1;
}

/** Continuation lines of a formula inside a blockquote carry `>` markers that are not TeX. */
function stripQuoteMarkers(tex: string, quoted: boolean): string {
  if (!quoted || !tex.includes('\n')) return tex;
  return tex
    .split('\n')
    .map((line, index) => (index === 0 ? line : line.replace(QUOTE_PREFIX, '')))
    .join('\n');
}

interface Candidate {
  end: number;
  tex: string;
  display: boolean;
}

function candidateAt(text: string, i: number, missing: Missing): Candidate | null {
  const ch = text[i];
  const next = text[i + 1];
  if (ch === '$' && next === '$') {
    const close = findCloser(text, i + 2, '$$', missing);
    if (close === -1) return null;
    return { end: close + 2, tex: text.slice(i + 2, close), display: true };
  }
  if (ch === '$') {
    if (isSpace(next)) return null;
    const close = inlineDollarCloser(text, i);
    if (close === -1) return null;
    return { end: close + 1, tex: text.slice(i + 1, close), display: false };
  }
  if (ch === '\\' && (next === '(' || next === '[')) {
    const closer = next === '(' ? '\\)' : '\\]';
    const close = findCloser(text, i + 2, closer, missing);
    if (close === -1) return null;
    return { end: close + 2, tex: text.slice(i + 2, close), display: next === '[' };
  }
  return null;
}

/** Replaces the maths of one stretch of non-code markdown. */
function scanInline(text: string, spans: MathSpan[]): string {
  const missing: Missing = new Map();
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (ch === '`') {
      const end = codeSpanEnd(text, i);
      const stop = end === -1 ? runEnd(text, i, '`') : end;
      out += text.slice(i, stop);
      i = stop;
      continue;
    }
    const candidate = ch === '$' || ch === '\\' ? candidateAt(text, i, missing) : null;
    if (candidate && candidate.tex.trim() !== '' && !BLANK_LINE.test(candidate.tex)) {
      const lineStart = text.lastIndexOf('\n', i - 1) + 1;
      const quoted = QUOTE_PREFIX.test(text.slice(lineStart, i));
      out += placeholder(spans.length);
      spans.push({
        tex: stripQuoteMarkers(candidate.tex, quoted),
        display: candidate.display,
        source: text.slice(i, candidate.end),
      });
      i = candidate.end;
      continue;
    }
    if (ch === '\\' || ch === '$') {
      // An escape (`\$`, `\\`) or a `$`/`$$` that opens nothing: keep both characters as they are.
      const stop = ch === '$' ? runEnd(text, i, '$') : Math.min(i + 2, text.length);
      out += text.slice(i, stop);
      i = stop;
      continue;
    }
    out += ch;
    i += 1;
  }
  return out;
}

function closesFence(line: string, fence: string): boolean {
  const match = FENCE_OPEN.exec(line);
  const marker = match?.[1];
  return (
    marker !== undefined &&
    marker[0] === fence[0] &&
    marker.length >= fence.length &&
    (match?.[2] ?? '').trim() === ''
  );
}

/** Splits off fenced code blocks (kept verbatim) and replaces maths everywhere else. */
export function extractMath(source: string): MathExtraction {
  // Placeholder characters typed by the author would be mistaken for formulas.
  const clean = source.replace(/[\uE000\uE001]/g, '');
  const spans: MathSpan[] = [];
  const lines = clean.split(/(?<=\n)/);
  let out = '';
  let pending = '';
  let fence: string | null = null;
  for (const line of lines) {
    const bare = line.replace(/\r?\n$/, '');
    if (fence !== null) {
      out += line;
      if (closesFence(bare, fence)) fence = null;
      continue;
    }
    const open = FENCE_OPEN.exec(bare);
    const marker = open?.[1];
    if (marker !== undefined && !(marker[0] === '`' && (open?.[2] ?? '').includes('`'))) {
      out += scanInline(pending, spans) + line;
      pending = '';
      fence = marker;
      continue;
    }
    pending += line;
  }
  out += scanInline(pending, spans);
  return { text: out, spans };
}
