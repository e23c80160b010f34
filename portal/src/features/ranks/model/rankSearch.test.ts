import { rankSearchOf, searchParamsOf } from './rankSearch';

const read = (query: string) => rankSearchOf(new URLSearchParams(query));

describe('rank list address', () => {
  it('reads page, size and search', () => {
    expect(read('page=3&limit=50&search=%20ali%20')).toEqual({ page: 3, limit: 50, search: 'ali' });
  });

  it.each(['page=-1&limit=7', 'page=x&limit=abc', 'page=0&limit=0'])(
    'falls back to page 1 of 30 for %s',
    (q) => {
      expect(read(q)).toEqual({ page: 1, limit: 30, search: '' });
    },
  );

  it('writes only what differs from the defaults', () => {
    expect(searchParamsOf({ page: 1, limit: 30, search: '' }).toString()).toBe('');
    expect(searchParamsOf({ page: 2, limit: 10, search: 'bob' }).toString()).toBe(
      'page=2&limit=10&search=bob',
    );
  });
});
