import type { ZipEntry } from '@hoj/core/editor/testCasePairs';

/**
 * The files of a zip as its central directory lists them (names and unpacked sizes), read in the browser
 * without unpacking anything: the report beside the upload needs no file content. fflate is fetched only when
 * a zip is chosen. Rejects when the file is not a readable zip.
 */
export async function listZipEntries(file: Blob): Promise<ZipEntry[]> {
  const [{ unzipSync }, buffer] = await Promise.all([import('fflate'), file.arrayBuffer()]);
  const entries: ZipEntry[] = [];
  unzipSync(new Uint8Array(buffer), {
    filter: (info) => {
      entries.push({ name: info.name, size: info.originalSize });
      return false;
    },
  });
  return entries;
}
