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
