/**
 * Markdown nests lists and quotes by what starts a line: `>` markers, list markers and indentation. The
 * parser reads each level by calling itself, and its time grows much faster than the depth: a list nested
 * 256 levels took half a second to parse, one of 2,000 levels most of a minute, and deeper ones overflow the
 * stack. No statement needs more than a handful of levels, so before parsing, a line that would open more
 * than MAX_NESTING_UNITS levels is flattened to that depth: its excess indentation and markers go, and it
 * keeps its last list marker (so an item stays an item, beside the items of the deepest level kept). Lines
 * inside fenced code are left as written, and so is every line of a document within the bound.
 */

/**
 * How deep a line may go, counted as one unit per `>` or list marker and one per two columns of indentation
 * before each: 32 levels of lists indented by two spaces, 16 by four. The parser's time grows with depth
 * times length: at this bound a long list costs a few times what a flat one does.
 */
export const MAX_NESTING_UNITS = 32;

const TAB_COLUMNS = 4;

/**
 * A fence opening or closing (after any quote markers and indentation). One indented beyond any depth kept is
 * not taken for one: markdown reads it as indented code, and the lines after it must still be bounded.
 */
const FENCE = /^(?:[ \t]*>)*([ \t]*)(`{3,}|~{3,})/;

function fenceRun(line: string): string | undefined {
  const match = FENCE.exec(line);
  if (!match || match[1]!.replace(/\t/g, '    ').length > MAX_NESTING_UNITS * 2) return undefined;
  return match[2];
}

interface Opener {
  /** Columns of whitespace before the marker. */
  columns: number;
  marker: string;
}

/** The `>` and list markers that start a line, each with the whitespace before it; and where the rest begins. */
function readPrefix(line: string): { openers: Opener[]; rest: number } {
  const openers: Opener[] = [];
  let i = 0;
  for (;;) {
    let columns = 0;
    let j = i;
    while (line[j] === ' ' || line[j] === '\t') {
      columns += line[j] === '\t' ? TAB_COLUMNS : 1;
      j += 1;
    }
    const marker = /^(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/.exec(line.slice(j, j + 11))?.[0];
    if (marker === undefined) return { openers, rest: i };
    openers.push({ columns, marker });
    i = j + marker.length;
  }
}

/** The line with its prefix cut to MAX_NESTING_UNITS, or the line itself when it is within the bound. */
function boundLine(line: string): string {
  const { openers, rest } = readPrefix(line);
  let units = 0;
  let kept = '';
  for (let index = 0; index < openers.length; index += 1) {
    const opener = openers[index]!;
    const cost = Math.floor(opener.columns / 2) + 1;
    if (units + cost <= MAX_NESTING_UNITS) {
      units += cost;
      kept += `${' '.repeat(opener.columns)}${opener.marker}`;
      continue;
    }
    // Over the bound: what indentation is left, then the line's last marker if it makes the line an item.
    const spare = Math.max(0, MAX_NESTING_UNITS - units - 1) * 2;
    const last = openers[openers.length - 1]!.marker;
    kept += ' '.repeat(Math.min(spare, opener.columns));
    kept += last === '>' ? '' : last;
    const text = line.slice(rest).replace(/^[ \t]*/, '');
    return text === '' ? kept : `${kept} ${text}`;
  }
  return line;
}

/** The source with every line that nests deeper than MAX_NESTING_UNITS flattened (see the top of this file). */
export function boundNesting(source: string): string {
  // Nothing to do unless some line starts with enough markers or indentation (a tab counts two units) to go
  // that deep: the common case costs one scan.
  if (!/^[ \t>*+\-\d.)]{16}/m.test(source)) return source;
  const lines = source.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const run = fenceRun(line);
    if (fence !== null) {
      if (run && run[0] === fence[0] && run.length >= fence.length) fence = null;
      continue;
    }
    if (run) {
      fence = run;
      continue;
    }
    lines[i] = boundLine(line);
  }
  return lines.join('\n');
}
