import { MalformedResponseError, listOf, recordsOf } from './lenient';

describe('listOf', () => {
  it('reads the shapes a real server sends for a list', () => {
    expect(listOf([1, 2], 'ids')).toEqual([1, 2]);
    expect(listOf(null, 'ids')).toEqual([]);
    expect(listOf(undefined, 'ids')).toEqual([]);
    expect(listOf('', 'ids')).toEqual([]);
    expect(listOf('  ', 'ids')).toEqual([]);
    expect(listOf('null', 'ids')).toEqual([]);
    expect(listOf('[{"url":"/a.png"}]', 'slides')).toEqual([{ url: '/a.png' }]);
    expect(listOf(' [1,2] ', 'ids')).toEqual([1, 2]);
  });

  it('refuses anything else with an error that names the field and what came', () => {
    for (const bad of [42, true, { a: 1 }, 'not json', '{"a":1}', '"text"'])
      expect(() => listOf(bad, 'recent contests')).toThrow(MalformedResponseError);
    const caught = (value: unknown, what: string) => {
      try {
        listOf(value, what);
      } catch (error) {
        return error as MalformedResponseError;
      }
      throw new Error('listOf accepted it');
    };
    expect(caught({ a: 1 }, 'recent contests').detail).toBe(
      'recent contests: expected a list, received object',
    );
    expect(caught('x'.repeat(100), 'slides').detail).toContain(`received text "${'x'.repeat(40)}…"`);
    // What a panel shows is the localised text, never the technical description.
    expect(caught(42, 'ids').message).not.toContain('expected a list');
  });
});

describe('recordsOf', () => {
  it('drops entries that are not objects', () => {
    expect(recordsOf([{ id: 1 }, null, 3, 'x', [1], { id: 2 }], 'rows')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(recordsOf('[{"id":1},null]', 'rows')).toEqual([{ id: 1 }]);
  });
});
