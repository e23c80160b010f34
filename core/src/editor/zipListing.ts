import type { ZipEntry } from './testCasePairs';

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const TAIL_MAX = 22 + 0xffff;
const UTF8_NAMES = 0x800;

class NotAZip extends Error {
  constructor(reason: string) {
    super(`The browser cannot read this file as a zip: ${reason}`);
    this.name = 'NotAZip';
  }
}

async function bytesOf(file: Blob, start: number, end: number): Promise<DataView> {
  if (start < 0 || end > file.size || start > end) throw new NotAZip('a record points outside the file');
  return new DataView(await file.slice(start, end).arrayBuffer());
}

/** The 64-bit number at `at`; sizes and offsets beyond 2^53 are not files a browser would upload. */
function uint64(view: DataView, at: number): number {
  return view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32;
}

interface Directory {
  offset: number;
  size: number;
}

/** Where the central directory is, read from the end record (and its ZIP64 form for very large archives). */
async function findDirectory(file: Blob): Promise<Directory> {
  const tailStart = Math.max(0, file.size - TAIL_MAX);
  const tail = await bytesOf(file, tailStart, file.size);
  let end = -1;
  for (let at = tail.byteLength - 22; at >= 0; at -= 1) {
    if (tail.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new NotAZip('no end of central directory');
  const size = tail.getUint32(end + 12, true);
  const offset = tail.getUint32(end + 16, true);
  if (size !== 0xffffffff && offset !== 0xffffffff) return { offset, size };
  const locatorAt = tailStart + end - 20;
  const locator = await bytesOf(file, locatorAt, locatorAt + 20);
  if (locator.getUint32(0, true) !== ZIP64_LOCATOR) throw new NotAZip('a ZIP64 archive without its locator');
  const recordAt = uint64(locator, 8);
  const record = await bytesOf(file, recordAt, recordAt + 56);
  if (record.getUint32(0, true) !== ZIP64_END) throw new NotAZip('a ZIP64 end record is missing');
  return { size: uint64(record, 40), offset: uint64(record, 48) };
}

/** The unpacked size, from the ZIP64 extra field when the 32-bit one is saturated. */
function unpackedSize(view: DataView, at: number, extraAt: number, extraEnd: number): number {
  const size = view.getUint32(at + 24, true);
  if (size !== 0xffffffff) return size;
  for (let field = extraAt; field + 4 <= extraEnd;) {
    const id = view.getUint16(field, true);
    const length = view.getUint16(field + 2, true);
    if (id === 0x0001 && length >= 8) return uint64(view, field + 4);
    field += 4 + length;
  }
  return size;
}

/**
 * The files of a zip as its central directory lists them (names and unpacked sizes), read in the browser without
 * unpacking anything: the report beside the upload needs no file content. Only the end of the file and the
 * directory itself are read (`Blob.slice`), so a 150 MB zip costs the tab a few kilobytes, not 150 MB. Names are
 * decoded as UTF-8 when the entry says so and as Latin-1 otherwise, as the server's zip reader does. Rejects
 * when the file is not a readable zip.
 */
export async function listZipEntries(file: Blob): Promise<ZipEntry[]> {
  const { offset, size } = await findDirectory(file);
  const view = await bytesOf(file, offset, offset + size);
  const utf8 = new TextDecoder('utf-8');
  const latin1 = new TextDecoder('latin1');
  const entries: ZipEntry[] = [];
  for (let at = 0; at + 46 <= view.byteLength;) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new NotAZip('a broken central directory');
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameAt = at + 46;
    const extraAt = nameAt + nameLength;
    if (extraAt + extraLength > view.byteLength) throw new NotAZip('a broken central directory');
    const nameBytes = new Uint8Array(view.buffer, view.byteOffset + nameAt, nameLength);
    const name = (flags & UTF8_NAMES ? utf8 : latin1).decode(nameBytes);
    entries.push({ name, size: unpackedSize(view, at, extraAt, extraAt + extraLength) });
    at = extraAt + extraLength + commentLength;
  }
  return entries;
}
