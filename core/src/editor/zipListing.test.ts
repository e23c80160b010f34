import { strToU8, zipSync } from 'fflate';
import { listZipEntries } from './zipListing';

/** A Blob that records which byte ranges were read and refuses to be read whole. */
function watchedBlob(bytes: Uint8Array<ArrayBuffer>) {
  const reads: number[] = [];
  const wrap = (blob: Blob): Blob =>
    new Proxy(blob, {
      get(target, key) {
        if (key === 'arrayBuffer' && target.size === bytes.length)
          return () => Promise.reject(new Error('the whole zip was read'));
        if (key === 'slice')
          return (start?: number, end?: number) => {
            const part = target.slice(start, end);
            reads.push(part.size);
            return part;
          };
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  return { blob: wrap(new Blob([bytes])), reads };
}

describe('listZipEntries', () => {
  it('lists names (UTF-8 included) and unpacked sizes', async () => {
    const zip = zipSync({
      '1.in': strToU8('1 2\n'),
      '1.out': strToU8('3\n'),
      '2.out': new Uint8Array(0),
      '数据6.in': strToU8('6\n'),
      'sub/7.in': strToU8('7\n'),
    });
    expect(await listZipEntries(new Blob([zip]))).toEqual([
      { name: '1.in', size: 4 },
      { name: '1.out', size: 2 },
      { name: '2.out', size: 0 },
      { name: '数据6.in', size: 2 },
      { name: 'sub/7.in', size: 2 },
    ]);
  });

  it('reads only the end record and the central directory, never the whole zip', async () => {
    const big = new Uint8Array(4 * 1024 * 1024).fill(7);
    const zip = zipSync({ '1.in': big, '1.out': strToU8('ok\n') }, { level: 0 });
    const { blob, reads } = watchedBlob(zip);
    expect(await listZipEntries(blob)).toEqual([
      { name: '1.in', size: big.length },
      { name: '1.out', size: 3 },
    ]);
    const read = reads.reduce((sum, n) => sum + n, 0);
    expect(read).toBeLessThan(70 * 1024);
    expect(read).toBeLessThan(zip.length / 50);
  });

  it('rejects a file that is not a zip, and a truncated one', async () => {
    await expect(listZipEntries(new Blob(['not a zip at all']))).rejects.toThrow();
    const zip = zipSync({ '1.in': strToU8('1\n') });
    await expect(listZipEntries(new Blob([zip.slice(0, zip.length - 30)]))).rejects.toThrow();
  });
});
