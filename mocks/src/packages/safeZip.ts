import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { PackageRefusal } from './refusal';
import { packageMessages } from './texts';

/** What a package may hold; tests pass small caps to build refusals cheaply. */
export interface ZipLimits {
  /** Largest uncompressed size of one entry, in bytes. */
  maxEntryBytes: number;
  /** Largest sum of the uncompressed sizes of all entries, in bytes. */
  maxTotalBytes: number;
  /** Most entries (files and folders) in one archive. */
  maxEntries: number;
}

const MB = 1024 * 1024;

/** 64 MB per file, 256 MB in all, 10,000 entries: more than any real problem package, far below a zip bomb. */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntryBytes: 64 * MB,
  maxTotalBytes: 256 * MB,
  maxEntries: 10_000,
};

/**
 * Compressed bytes handed to the inflater per step. Deflate expands at most about 1:1032, so one step can never
 * produce more than ~16 MB before the size checks see it.
 */
const STEP = 16 * 1024;

/** Files of an archive by their path inside it; folder entries and macOS resource forks are left out. */
export type ZipFiles = Map<string, Uint8Array>;

/** Whether the bytes start like a zip archive (a local file header, or the end record of an empty one). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && bytes[3] === bytes[2] + 1
  );
}

/**
 * A path that could leave the folder it is unpacked into: absolute (`/x`, `\x`), with a drive letter (`C:`), with
 * a `..` segment on either separator, or with a NUL byte that truncates it on disk.
 */
export function isUnsafePath(name: string): boolean {
  if (name === '' || name.includes('\0')) return true;
  if (name.startsWith('/') || name.startsWith('\\') || /^[a-zA-Z]:/.test(name)) return true;
  return name.split(/[/\\]/).some((segment) => segment === '..');
}

/** The end-of-central-directory record: 22 bytes plus a comment of at most 65,535 bytes, at the very end. */
const END_RECORD = [0x50, 0x4b, 0x05, 0x06];
const END_RECORD_SPAN = 22 + 0xffff;

/**
 * Whether the archive still ends with its directory. An upload or download cut short loses the end first, so a
 * zip that starts right but has no end record was truncated, not something other than a zip.
 */
export function hasEndRecord(data: Uint8Array): boolean {
  for (let at = data.length - 22; at >= Math.max(0, data.length - END_RECORD_SPAN); at -= 1) {
    if (END_RECORD.every((byte, i) => data[at + i] === byte)) return true;
  }
  return false;
}

const ignored = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/');

/** The central directory's entries with their declared sizes, checked against the limits; nothing inflated. */
function declaredSizes(data: Uint8Array, limits: ZipLimits): Map<string, number> {
  const declared = new Map<string, number>();
  let count = 0;
  let total = 0;
  try {
    unzipSync(data, {
      filter(file) {
        count += 1;
        if (count > limits.maxEntries)
          throw new PackageRefusal('tooManyEntries', packageMessages.tooManyEntries(limits.maxEntries));
        if (isUnsafePath(file.name))
          throw new PackageRefusal('unsafePath', packageMessages.unsafePath(file.name));
        if (declared.has(file.name))
          throw new PackageRefusal('duplicateEntry', packageMessages.duplicateEntry(file.name));
        if (file.originalSize > limits.maxEntryBytes)
          throw new PackageRefusal(
            'entryTooLarge',
            packageMessages.entryTooLarge(file.name, limits.maxEntryBytes),
          );
        total += file.originalSize;
        if (total > limits.maxTotalBytes)
          throw new PackageRefusal('totalTooLarge', packageMessages.totalTooLarge(limits.maxTotalBytes));
        declared.set(file.name, file.originalSize);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof PackageRefusal) throw error;
    // It starts like a zip (checked before), so a directory that cannot be read is damage.
    throw new PackageRefusal('damaged', packageMessages.damaged);
  }
  return declared;
}

function joined(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Reads an uploaded archive without trusting it. First the central directory alone: entry count, paths and the
 * declared sizes against `limits`, before a byte is inflated. Then every listed file is inflated a small step at
 * a time, and one that yields more (or fewer) bytes than its header declared is refused at once, so a lying
 * header cannot smuggle a bomb past the size checks. Any problem throws a `PackageRefusal`.
 */
export function readZip(data: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipFiles {
  if (!looksLikeZip(data)) throw new PackageRefusal('notZip', packageMessages.notZip);
  if (!hasEndRecord(data)) throw new PackageRefusal('damaged', packageMessages.truncated);
  const declared = declaredSizes(data, limits);
  const files: ZipFiles = new Map();
  const started = new Set<string>();
  // The entry being inflated, so a stream that breaks off inside it is reported by its name.
  let inflating: string | null = null;
  const unzip = new Unzip((file) => {
    const size = declared.get(file.name);
    // Local headers the central directory does not list are never read, nor a second copy of a listed one.
    if (size === undefined || ignored(file.name) || started.has(file.name)) return;
    started.add(file.name);
    inflating = file.name;
    const chunks: Uint8Array[] = [];
    let inflated = 0;
    file.ondata = (error, chunk, final) => {
      if (error)
        throw error instanceof PackageRefusal
          ? error
          : new PackageRefusal('damaged', packageMessages.damagedEntry(file.name));
      inflated += chunk.length;
      if (inflated > size) throw new PackageRefusal('sizeMismatch', packageMessages.sizeMismatch(file.name));
      if (chunk.length > 0) chunks.push(chunk);
      if (!final) return;
      if (inflated !== size)
        throw new PackageRefusal('sizeMismatch', packageMessages.sizeMismatch(file.name));
      files.set(file.name, joined(chunks, inflated));
      inflating = null;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < data.length; at += STEP) {
      unzip.push(data.subarray(at, at + STEP), at + STEP >= data.length);
    }
  } catch (error) {
    if (error instanceof PackageRefusal) throw error;
    throw new PackageRefusal(
      'damaged',
      inflating === null ? packageMessages.damaged : packageMessages.damagedEntry(inflating),
    );
  }
  for (const name of declared.keys()) {
    if (!ignored(name) && !files.has(name))
      throw new PackageRefusal('damaged', packageMessages.damagedEntry(name));
  }
  return files;
}

const decoder = new TextDecoder('utf-8');

/** A text file of a package: UTF-8, without a byte-order mark. */
export function textOf(bytes: Uint8Array): string {
  return decoder.decode(bytes).replace(/^\uFEFF/, '');
}
