import { runInNewContext } from 'node:vm';
import { copyState } from './copyState';

describe('copyState', () => {
  it('copies plain data deeply, keeps shared values shared and moves every date by the shift', () => {
    const shared = { id: 7 };
    const source = {
      rows: [{ at: new Date(1_000), tags: new Set(['a']), by: new Map([['k', shared]]) }, shared],
      bytes: new Uint8Array([1, 2, 3]),
      bare: Object.assign(Object.create(null) as Record<string, unknown>, { x: 1 }),
    };
    const copy = copyState(source, 500);
    expect(copy).not.toBe(source);
    expect(copy.rows[0]).not.toBe(source.rows[0]);
    expect((copy.rows[0] as { at: Date }).at.getTime()).toBe(1_500);
    expect((copy.rows[0] as { tags: Set<string> }).tags).toEqual(new Set(['a']));
    expect((copy.rows[0] as { by: Map<string, unknown> }).by.get('k')).toBe(copy.rows[1]);
    expect(copy.bytes).toEqual(new Uint8Array([1, 2, 3]));
    expect(copy.bytes).not.toBe(source.bytes);
    expect(Object.getPrototypeOf(copy.bare)).toBeNull();
  });

  it("copies another realm's data (the seed an earlier test file kept) into this realm's classes", () => {
    const foreign = runInNewContext(`({
      rows: [{ id: 1, at: new Date(2000), names: new Set(['x']), index: new Map([[1, 'a']]) }],
      file: new Uint8Array([9]),
    })`) as {
      rows: { id: number; at: Date; names: Set<string>; index: Map<number, string> }[];
      file: Uint8Array;
    };
    expect(foreign.rows[0]?.at instanceof Date).toBe(false);

    const copy = copyState(foreign, 1_000);
    const row = copy.rows[0];
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(copy.rows).toBeInstanceOf(Array);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.at.getTime()).toBe(3_000);
    expect(row?.names).toBeInstanceOf(Set);
    expect(row?.names.has('x')).toBe(true);
    expect(row?.index).toBeInstanceOf(Map);
    expect(row?.index.get(1)).toBe('a');
    expect(copy.file).toBeInstanceOf(Uint8Array);
    expect([...copy.file]).toEqual([9]);
  });

  it('refuses a class instance: store rows hold plain data', () => {
    class Row {
      id = 1;
    }
    expect(() => copyState({ row: new Row() })).toThrow(/cannot copy a Row/);
    const foreignInstance = runInNewContext(
      'new (class Thing { constructor() { this.a = 1; } })()',
    ) as object;
    expect(() => copyState([foreignInstance])).toThrow(/cannot copy a Thing/);
  });
});
