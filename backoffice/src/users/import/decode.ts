/**
 * Turning the file's bytes into text. UTF-8 (with or without BOM) and UTF-16 with a BOM are certain; anything
 * else is a guess among legacy encodings the user confirms on a preview.
 */
export const LEGACY_ENCODINGS = ['gb18030', 'big5', 'shift_jis', 'euc-kr', 'windows-1252'] as const;

export interface EncodingCandidate {
  encoding: string;
  preview: string;
}

export type DecodeResult =
  | { kind: 'text'; text: string; encoding: string; bom: boolean }
  | { kind: 'ask'; candidates: EncodingCandidate[] };

const PREVIEW_CHARS = 300;

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

function tryDecode(encoding: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

export function decodeBytes(bytes: Uint8Array, chosen?: string): DecodeResult {
  if (chosen) {
    return { kind: 'text', text: new TextDecoder(chosen).decode(bytes), encoding: chosen, bom: false };
  }
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    return { kind: 'text', text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8', bom: true };
  }
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const encoding = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    return { kind: 'text', text: new TextDecoder(encoding).decode(bytes), encoding, bom: true };
  }
  const utf8 = tryDecode('utf-8', bytes);
  if (utf8 !== null) return { kind: 'text', text: utf8, encoding: 'utf-8', bom: false };

  // Not UTF-8: offer every legacy encoding that decodes cleanly first (GBK's superset leads, as most HOJ sites
  // are Chinese), then the rest, and let the user pick on the preview.
  const head = bytes.subarray(0, 4096);
  const clean: EncodingCandidate[] = [];
  const lossy: EncodingCandidate[] = [];
  for (const encoding of LEGACY_ENCODINGS) {
    const strict = tryDecode(encoding, bytes);
    const preview = (strict ?? new TextDecoder(encoding).decode(head)).slice(0, PREVIEW_CHARS);
    (strict !== null ? clean : lossy).push({ encoding, preview });
  }
  return { kind: 'ask', candidates: [...clean, ...lossy] };
}

/** How much of the file the binary test looks at. */
const SNIFF_BYTES = 8192;

/** C0 controls a text file does not hold (tab, line feed, form feed and carriage return are text), and DEL. */
function isControlByte(byte: number): boolean {
  return (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f;
}

/**
 * Whether the file is not text at all (an image, a spreadsheet's .xlsx, an archive renamed .csv): in its first
 * 8 KB, many NUL bytes or a high share of control characters. UTF-16 with a BOM is text (half its bytes are NUL
 * for Latin text); a stray NUL or two in a text file is left to the row it is in.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return false;
  const sample = bytes.subarray(0, SNIFF_BYTES);
  let nul = 0;
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) nul++;
    if (isControlByte(byte)) control++;
  }
  return nul >= 16 || (control >= 2 && control / sample.length > 0.05);
}

/** The characters windows-1252 gives the bytes 0x80–0x9F (Latin-1 gives the C1 controls of the same value). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** A character as the byte windows-1252 (or Latin-1) would have read it from, or null. */
function cp1252Byte(char: string): number | null {
  const code = char.charCodeAt(0);
  const high = CP1252_HIGH.indexOf(char);
  if (high >= 0) return 0x80 + high;
  return code <= 0xff ? code : null;
}

const CONTINUATION = `[\\u0080-\\u00bf${CP1252_HIGH.replace(/[\u0080-\u00bf]/g, '')}]`;
/** A UTF-8 lead byte read as Latin-1/windows-1252 followed by as many continuation bytes as it announces. */
const LATIN_MOJIBAKE = new RegExp(
  `[\\u00c2-\\u00df]${CONTINUATION}|[\\u00e0-\\u00ef]${CONTINUATION}{2}|[\\u00f0-\\u00f4]${CONTINUATION}{3}`,
  'g',
);

function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

let gbkBytes: Map<string, [number, number]> | null = null;

/** Every two-byte GB18030 character with its bytes, built once from the decoder itself. */
function gbkTable(): Map<string, [number, number]> {
  if (gbkBytes) return gbkBytes;
  const table = new Map<string, [number, number]>();
  const decoder = new TextDecoder('gb18030');
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    const pairs: number[] = [];
    for (let trail = 0x40; trail <= 0xfe; trail++) if (trail !== 0x7f) pairs.push(lead, trail);
    const text = decoder.decode(new Uint8Array(pairs));
    const chars = [...text];
    if (chars.length !== pairs.length / 2) continue;
    chars.forEach((char, i) => {
      if (char !== '\ufffd' && !table.has(char)) table.set(char, [lead, pairs[2 * i + 1] ?? 0]);
    });
  }
  gbkBytes = table;
  return table;
}

/** CJK ideographs, kana, CJK punctuation and full-width forms: what Chinese text read as UTF-8 turns into. */
const CJK = /^[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+$/;
/** The start of the file tells: a file is read with one encoding throughout. */
const CHARS_LOOKED_AT = 256 * 1024;
const RUNS_LOOKED_AT = 1000;

/** A run of GBK-decoded characters whose bytes are UTF-8 Chinese text: UTF-8 that was read as GBK. */
function gbkMojibake(text: string): string | null {
  const runs =
    text
      .slice(0, CHARS_LOOKED_AT)
      .match(/[\u0080-\uffff]{2,}/g)
      ?.slice(0, RUNS_LOOKED_AT) ?? [];
  if (!runs.some((run) => /[\u4e00-\u9fff]/.test(run))) return null;
  const table = gbkTable();
  let garbled = 0;
  let sample: string | null = null;
  for (const run of runs) {
    const bytes: number[] = [];
    for (const char of run) {
      const pair = table.get(char);
      if (!pair) break;
      bytes.push(...pair);
    }
    if (bytes.length !== run.length * 2) continue;
    const utf8 = strictUtf8(new Uint8Array(bytes));
    if (utf8 !== null && CJK.test(utf8)) {
      garbled++;
      sample ??= run;
    }
  }
  return garbled * 2 >= runs.length ? sample : null;
}

/**
 * A sample of text that suggests the file was decoded with the wrong encoding, or null: replacement characters
 * (bytes the encoding has no character for), UTF-8 read as Latin-1/windows-1252 (`Ã©` for é, `å¼ ` for 张) or
 * UTF-8 Chinese read as GBK (`寮犱笁` for 张三). The same holds for a file that was mangled that way before it
 * was saved.
 */
export function garbledSample(text: string): string | null {
  const replacement = text.indexOf('\ufffd');
  if (replacement >= 0) return text.slice(Math.max(0, replacement - 3), replacement + 4).trim();
  for (const match of text.matchAll(LATIN_MOJIBAKE)) {
    const bytes = [...match[0]].map(cp1252Byte);
    if (bytes.every((byte) => byte !== null) && strictUtf8(new Uint8Array(bytes as number[])) !== null)
      return match[0];
  }
  return gbkMojibake(text);
}
