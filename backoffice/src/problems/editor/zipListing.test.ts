import { strToU8, zipSync } from 'fflate';
import { pairTestCaseFiles } from '@hoj/core/editor/testCasePairs';
import { listZipEntries } from './zipListing';

describe('listZipEntries', () => {
  it('lists names and unpacked sizes, which core pairs into cases', async () => {
    const zip = zipSync({
      '1.in': strToU8('1 2\n'),
      '1.out': strToU8('3\n'),
      '2.in': strToU8('5 5\n'),
      '2.out': new Uint8Array(0),
      '3.in': strToU8('7 8\n'),
    });
    const entries = await listZipEntries(new Blob([zip]));

    expect(entries).toEqual(
      expect.arrayContaining([
        { name: '1.in', size: 4 },
        { name: '2.out', size: 0 },
      ]),
    );
    const pairing = pairTestCaseFiles(entries);
    expect(pairing.pairs.map((pair) => pair.base)).toEqual(['1', '2']);
    expect(pairing.unpaired).toEqual(['3.in']);
    expect(pairing.emptyOutputs).toEqual(['2.out']);
  });

  it('rejects a file that is not a zip', async () => {
    await expect(listZipEntries(new Blob(['not a zip at all']))).rejects.toThrow();
  });
});
