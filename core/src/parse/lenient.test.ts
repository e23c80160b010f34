import { configureHttp, resetHttpConfig } from '../http/config';
import { MalformedResponseError, listOf, recordsOf } from './lenient';

afterEach(resetHttpConfig);

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

  it("shows a panel the text of the viewer's language, and names the error for bug reports", () => {
    configureHttp({ locale: () => 'en-US' });
    const english = new MalformedResponseError('ids', 42);
    expect(english.message).toBe('The server sent an answer this page cannot read');
    expect(english.name).toBe('MalformedResponseError');
    expect(english).toBeInstanceOf(Error);
    expect(english.what).toBe('ids');
    configureHttp({ locale: () => 'zh-CN' });
    expect(new MalformedResponseError('ids', 42).message).toBe('服务器返回的数据无法读取');
  });

  it('describes what came in a few words, cutting long text after 40 characters', () => {
    const detail = (value: unknown) => new MalformedResponseError('rows', value).detail;
    expect(detail(null)).toBe('rows: expected a list, received null');
    expect(detail([1])).toBe('rows: expected a list, received a list');
    expect(detail(42)).toBe('rows: expected a list, received number');
    expect(detail(undefined)).toBe('rows: expected a list, received undefined');
    expect(detail('x'.repeat(40))).toBe(`rows: expected a list, received text "${'x'.repeat(40)}"`);
    expect(detail('x'.repeat(41))).toBe(`rows: expected a list, received text "${'x'.repeat(40)}…"`);
    expect(detail('')).toBe('rows: expected a list, received text ""');
  });
});

describe('recordsOf', () => {
  it('drops entries that are not objects', () => {
    expect(recordsOf([{ id: 1 }, null, 3, 'x', [1], { id: 2 }], 'rows')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(recordsOf('[{"id":1},null]', 'rows')).toEqual([{ id: 1 }]);
  });
});
