import { strFromU8, unzipSync } from 'fflate';
import { zip } from './zip';

/** The DOS date and time a local file header stores (offsets 10 and 12), as local calendar fields. */
function headerStamp(archive: Uint8Array): number[] {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const time = view.getUint16(10, true);
  const date = view.getUint16(12, true);
  return [1980 + (date >> 9), (date >> 5) & 15, date & 31, time >> 11, (time >> 5) & 63, (time & 31) * 2];
}

describe('zip', () => {
  it('writes archives any reader gets the same names and bytes back from', () => {
    const picture = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 1, 2]);
    const archive = zip([
      { name: 'problem_1001.json', content: '{"title":"两数之和"}' },
      { name: 'testcase/', content: '' },
      { name: 'testcase/1.in', content: '1 2\n' },
      { name: '题目/图.png', content: picture },
    ]);
    const files = unzipSync(archive);
    expect(Object.keys(files)).toEqual(['problem_1001.json', 'testcase/', 'testcase/1.in', '题目/图.png']);
    expect(strFromU8(files['problem_1001.json']!)).toBe('{"title":"两数之和"}');
    expect(files['testcase/']).toHaveLength(0);
    expect(strFromU8(files['testcase/1.in']!)).toBe('1 2\n');
    expect(files['题目/图.png']).toEqual(picture);
    expect(Object.keys(unzipSync(zip([])))).toEqual([]);
  });

  it('stores the entries uncompressed, so their text stands in the bytes', () => {
    const text = '<row r="1"><c r="A1" t="inlineStr"><is><t>team1x</t></is></c></row>';
    const archive = zip([{ name: 'xl/worksheets/sheet1.xml', content: text }]);
    expect(new TextDecoder().decode(archive)).toContain(text);
    expect(strFromU8(unzipSync(archive)['xl/worksheets/sheet1.xml']!)).toBe(text);
  });

  it('dates every entry at the given moment, to the two seconds a zip header can hold', () => {
    const archive = zip([{ name: '1.in', content: '1\n' }], new Date(2024, 2, 1, 13, 45, 31));
    expect(headerStamp(archive)).toEqual([2024, 3, 1, 13, 45, 30]);
  });

  it('refuses a name given twice, which no reader could resolve', () => {
    const twice = [
      { name: '1.in', content: '1\n' },
      { name: '1.in', content: '2\n' },
    ];
    expect(() => zip(twice)).toThrow('zip: the entry 1.in is there twice');
  });
});
