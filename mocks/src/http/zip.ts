import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * ZIP archives for the mock's downloads (test cases, problem exports, workbooks), written by fflate. Entries are
 * stored, not deflated: any reader opens them, and tests (jest and end-to-end) find a workbook's XML in the bytes.
 */

export interface ZipEntry {
  /** Path inside the archive, `/`-separated; a name ending in `/` is a folder. */
  name: string;
  content: string | Uint8Array;
}

/**
 * The entries, each dated `modified`. Names must be unique: a reader cannot tell which of two equal names is
 * meant, so a second one is a bug of the caller. Entries keep their order, except names that are whole numbers
 * (`1`, `2`), which an object lists first.
 */
export function zip(entries: readonly ZipEntry[], modified: Date = new Date()): Uint8Array<ArrayBuffer> {
  const files: Zippable = {};
  for (const { name, content } of entries) {
    if (Object.hasOwn(files, name)) throw new Error(`zip: the entry ${name} is there twice`);
    files[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return zipSync(files, { level: 0, mtime: modified });
}
