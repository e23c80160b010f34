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
