import { boardSearchOf, boardSearchParams, pageSizeChoices } from './boardSearch';

describe('a board’s address', () => {
  it('reads page, size and keyword, falling back to page 1 of 50 rows', () => {
    expect(boardSearchOf(new URLSearchParams('page=3&limit=300&keyword=%20north%20'))).toEqual({
      page: 3,
      limit: 300,
      keyword: 'north',
    });
    expect(boardSearchOf(new URLSearchParams('page=0&limit=abc'))).toEqual({
      page: 1,
      limit: 50,
      keyword: '',
    });
    expect(boardSearchOf(new URLSearchParams('limit=999999')).limit).toBe(50);
  });

  it('leaves the defaults out of the address', () => {
    expect(boardSearchParams({ page: 1, limit: 50, keyword: '' }).toString()).toBe('');
    expect(boardSearchParams({ page: 2, limit: 10, keyword: 'a b' }).toString()).toBe(
      'page=2&limit=10&keyword=a+b',
    );
  });

  it('offers 10 to 300 rows, and the address’s own size when it asked for another', () => {
    expect(pageSizeChoices(50)).toEqual([10, 30, 50, 100, 300]);
    expect(pageSizeChoices(5000)).toEqual([10, 30, 50, 100, 300, 5000]);
  });
});
