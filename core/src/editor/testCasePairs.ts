/** One file of an uploaded test-data zip, as the zip's directory lists it. */
export interface ZipEntry {
  name: string;
  size: number;
}

/** An input file with the output file that belongs to it (null when the data has no output for it). */
export interface TestCasePair {
  /** The shared name without extension, e.g. `sub/3` for `sub/3.in` + `sub/3.out` */
  base: string;
  input: string;
  output: string | null;
  /** The output file exists but holds nothing */
  outputEmpty: boolean;
}

export interface TestCasePairing {
  /** The cases in natural order of their input names */
  pairs: TestCasePair[];
  /** Files that cannot become a case: an output without its input, or an input without output when outputs are required */
  unpaired: string[];
  /** Output files of size 0 (the case still pairs; the admin should know) */
  emptyOutputs: string[];
  /** Folders, macOS metadata, hidden files and files that are neither input nor output */
  ignored: string[];
}

export interface PairingOptions {
  /**
   * Whether every input needs an output. Special and interactive judges may decide the answer themselves, so
   * their data may consist of inputs only; ordinary judging compares with the output and needs it.
   */
  requireOutputs?: boolean;
}

const CHUNK = /(\d+)|(\D+)/g;

/**
 * Compares names the way people count: `2.in` before `10.in`, digits compared by value, other text
 * case-insensitively. Equal-looking names (`01` and `1`) fall back to plain order so sorting stays stable.
 */
export function naturalCompare(a: string, b: string): number {
  const left = a.match(CHUNK) ?? [];
  const right = b.match(CHUNK) ?? [];
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const x = left[i] ?? '';
    const y = right[i] ?? '';
    if (x === y) continue;
    const xDigits = /^\d/.test(x);
    const yDigits = /^\d/.test(y);
    if (xDigits && yDigits) {
      const byValue = compareDigits(x, y);
      if (byValue !== 0) return byValue;
      continue;
    }
    const byText = x.toLowerCase().localeCompare(y.toLowerCase());
    if (byText !== 0) return byText;
  }
  if (left.length !== right.length) return left.length - right.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares digit runs by value without turning them into numbers, so 30-digit names do not lose precision. */
function compareDigits(x: string, y: string): number {
  const a = x.replace(/^0+(?=\d)/, '');
  const b = y.replace(/^0+(?=\d)/, '');
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Names the zip tools add that are not test data: folders, `__MACOSX/` metadata and dotfiles (`.DS_Store`). */
function isNoise(name: string): boolean {
  if (name.endsWith('/') || name.endsWith('\\')) return true;
  const parts = name.split(/[\\/]/);
  if (parts.includes('__MACOSX')) return true;
  return parts.some((part) => part.startsWith('.'));
}

type Kind = 'in' | 'out' | 'ans';

function split(name: string): { base: string; kind: Kind } | null {
  const match = /^(.*)\.(in|out|ans)$/i.exec(name);
  if (!match) return null;
  const [, base = '', extension = ''] = match;
  if (base === '' || base.endsWith('/')) return null;
  return { base, kind: extension.toLowerCase() as Kind };
}

/**
 * How HOJ turns the files of a test-data zip into cases: `X.in` pairs with `X.out`, or with `X.ans` when there
 * is no `X.out`; extensions match whatever their case. Cases come back in natural order of their names.
 */
export function pairTestCaseFiles(
  entries: readonly ZipEntry[],
  options: PairingOptions = {},
): TestCasePairing {
  const requireOutputs = options.requireOutputs ?? true;
  const inputs = new Map<string, ZipEntry>();
  const outputs = new Map<string, Map<'out' | 'ans', ZipEntry>>();
  const ignored: string[] = [];

  for (const entry of entries) {
    if (isNoise(entry.name)) {
      ignored.push(entry.name);
      continue;
    }
    const parts = split(entry.name);
    if (!parts) {
      ignored.push(entry.name);
      continue;
    }
    if (parts.kind === 'in') {
      inputs.set(parts.base, entry);
    } else {
      const found = outputs.get(parts.base) ?? new Map<'out' | 'ans', ZipEntry>();
      found.set(parts.kind, entry);
      outputs.set(parts.base, found);
    }
  }

  const pairs: TestCasePair[] = [];
  const unpaired: string[] = [];
  const emptyOutputs: string[] = [];
  for (const [base, input] of inputs) {
    const candidates = outputs.get(base);
    const output = candidates?.get('out') ?? candidates?.get('ans') ?? null;
    if (candidates) {
      // A leftover `.ans` next to the `.out` that won is not data the judge will read.
      for (const other of candidates.values()) if (other !== output) ignored.push(other.name);
      outputs.delete(base);
    }
    if (!output && requireOutputs) {
      unpaired.push(input.name);
      continue;
    }
    const outputEmpty = output !== null && output.size === 0;
    if (output && outputEmpty) emptyOutputs.push(output.name);
    pairs.push({ base, input: input.name, output: output?.name ?? null, outputEmpty });
  }
  for (const candidates of outputs.values())
    for (const entry of candidates.values()) unpaired.push(entry.name);

  pairs.sort((a, b) => naturalCompare(a.base, b.base));
  unpaired.sort(naturalCompare);
  emptyOutputs.sort(naturalCompare);
  ignored.sort(naturalCompare);
  return { pairs, unpaired, emptyOutputs, ignored };
}

/** One case the backend stores from an uploaded test-data zip. */
export interface ServerTestCase {
  input: string;
  /** The output file; for an input without one, the empty `X.out` the backend writes in its place */
  output: string;
  /** The zip has no output for this input: the backend invents an empty one (only an empty answer passes it) */
  inventedOutput: boolean;
  /** The output file is in the zip but holds nothing */
  outputEmpty: boolean;
}

/** What the backend makes of an uploaded test-data zip, file by file. */
export interface ServerTestCasePlan {
  /** The cases, in the order the backend answers them */
  cases: ServerTestCase[];
  /** Files inside folders: the backend reads only the top of the archive */
  nested: string[];
  /** Outputs no input uses (no `X.in` for them, or `X.ans` beside the `X.out` that is taken) */
  unusedOutputs: string[];
  /** Other files at the top that are neither input nor output (`readme.txt`, `1.IN`) */
  ignored: string[];
}

/** The key HOJ files a `.txt` name under: the word `input`/`output` replaced by one marker, so they meet. */
const TXT_MARKER = '\u0000';

type Role = { key: string; kind: 'in' | 'out' | 'ans' };

/**
 * Reads one top-level name as HOJ's upload does: `X.in`, `X.out`, `X.ans` (extensions in lower case only, as
 * Java's `endsWith`), or a `.txt` whose name holds `input` or `output` (`input3.txt` meets `output3.txt`).
 */
function roleOf(name: string): Role | null {
  for (const kind of ['in', 'out', 'ans'] as const) {
    if (name.endsWith(`.${kind}`)) return { key: name.slice(0, name.lastIndexOf(`.${kind}`)), kind };
  }
  if (!name.endsWith('.txt')) return null;
  const stem = name.slice(0, name.lastIndexOf('.txt'));
  if (stem.includes('input')) return { key: stem.split('input').join(TXT_MARKER), kind: 'in' };
  if (stem.includes('output')) return { key: stem.split('output').join(TXT_MARKER), kind: 'out' };
  return null;
}

/**
 * HOJ's order of the answered cases: by the input's name up to its first dot, shorter first, then by UTF-16 code
 * units (so `2.in` before `10.in`, and `数据6.in` after both).
 */
function serverOrder(a: ServerTestCase, b: ServerTestCase): number {
  const x = a.input.split('.')[0] ?? '';
  const y = b.input.split('.')[0] ?? '';
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The one rule for what the backend (HOJ's `TestCaseManager.uploadTestcaseZip`) stores from a test-data zip,
 * used by the browser's report before the upload and by the mock server:
 * - only the files at the top of the archive are read; anything inside a folder is never looked at (a zip made by
 *   compressing a folder gives no case at all, which HOJ's manual warns about);
 * - `X.in` meets `X.out` or `X.ans` (when both exist `.out` is taken here; HOJ takes whichever the file system
 *   lists last); `inputN.txt` meets `outputN.txt`;
 * - an input without an output still becomes a case: the backend writes an empty `X.out` (or the `output` name of
 *   a `.txt` input) beside it;
 * - outputs without an input and every other file are dropped.
 */
export function serverTestCases(entries: readonly ZipEntry[]): ServerTestCasePlan {
  const nested: string[] = [];
  const ignored: string[] = [];
  const inputs = new Map<string, ZipEntry>();
  const outputs = new Map<string, ZipEntry[]>();
  for (const entry of entries) {
    if (entry.name.includes('/') || entry.name.includes('\\')) {
      // A folder's own entry is not a file the admin meant; the files inside it are listed.
      if (!/[\\/]$/.test(entry.name)) nested.push(entry.name);
      continue;
    }
    const role = roleOf(entry.name);
    if (!role) ignored.push(entry.name);
    else if (role.kind === 'in') inputs.set(role.key, entry);
    else outputs.set(role.key, [...(outputs.get(role.key) ?? []), entry]);
  }
  const unusedOutputs: string[] = [];
  const cases: ServerTestCase[] = [];
  for (const [key, input] of inputs) {
    const found = outputs.get(key) ?? [];
    outputs.delete(key);
    const output = found.find((entry) => entry.name.endsWith('.out')) ?? found[0];
    for (const other of found) if (other !== output) unusedOutputs.push(other.name);
    if (output) {
      cases.push({
        input: input.name,
        output: output.name,
        inventedOutput: false,
        outputEmpty: output.size === 0,
      });
      continue;
    }
    const invented = input.name.endsWith('.txt') ? input.name.split('input').join('output') : `${key}.out`;
    cases.push({ input: input.name, output: invented, inventedOutput: true, outputEmpty: true });
  }
  for (const rest of outputs.values()) unusedOutputs.push(...rest.map((entry) => entry.name));
  cases.sort(serverOrder);
  nested.sort(naturalCompare);
  unusedOutputs.sort(naturalCompare);
  ignored.sort(naturalCompare);
  return { cases, nested, unusedOutputs, ignored };
}
