import {
  DEFAULT_FILTERS,
  changeFilters,
  filtersOf,
  searchOf,
  tagBankOf,
  withTag,
} from './problemListFilters';

const read = (query: string) => filtersOf(new URLSearchParams(query));

describe('problem list filters in the address', () => {
  it('reads every filter', () => {
    expect(read('difficulty=2&oj=cf&keyword=%20graph%20&tagId=[3,1,3]&currentPage=4&limit=50')).toEqual({
      difficulty: 2,
      oj: 'CF',
      keyword: 'graph',
      tagIds: [3, 1],
      currentPage: 4,
      limit: 50,
    });
  });

  it.each([
    ['currentPage=-2', { currentPage: 1 }],
    ['currentPage=0', { currentPage: 1 }],
    ['currentPage=2.5', { currentPage: 1 }],
    ['currentPage=abc', { currentPage: 1 }],
    ['limit=7', { limit: 30 }],
    ['limit=-10', { limit: 30 }],
    ['tagId=junk', { tagIds: [] }],
    ['tagId={"a":1}', { tagIds: [] }],
    ['tagId=[1,"2",-3,4.5,null,6]', { tagIds: [1, 6] }],
    ['difficulty=9', { difficulty: null }],
    ['difficulty=-1', { difficulty: null }],
    ['oj=LIBRE', { oj: null }],
    ['oj=All', { oj: null }],
  ])('falls back to the default for %s', (query, expected) => {
    expect(read(query)).toEqual({ ...DEFAULT_FILTERS, ...expected });
  });

  it('writes only what differs from the defaults, tags as a JSON list', () => {
    expect(searchOf(DEFAULT_FILTERS).toString()).toBe('');
    const filters = { ...DEFAULT_FILTERS, difficulty: 0 as const, tagIds: [5, 2], currentPage: 3, limit: 10 };
    const search = searchOf(filters);
    expect(search.get('tagId')).toBe('[5,2]');
    expect(filtersOf(search)).toEqual(filters);
  });
});

describe('changing the filters', () => {
  const current = { ...DEFAULT_FILTERS, tagIds: [1, 2], currentPage: 5 };

  it('goes back to page 1', () => {
    expect(changeFilters(current, { difficulty: 1 })).toMatchObject({
      difficulty: 1,
      currentPage: 1,
      tagIds: [1, 2],
    });
  });

  it('clears the tags when another bank than All is chosen, keeps them for All', () => {
    expect(changeFilters(current, { oj: 'HDU' }).tagIds).toEqual([]);
    expect(changeFilters({ ...current, oj: 'HDU' }, { oj: null }).tagIds).toEqual([1, 2]);
  });

  it('adds a tag once', () => {
    expect(withTag(current, 3).tagIds).toEqual([1, 2, 3]);
    expect(withTag(current, 2)).toBe(current);
  });

  it('offers our own tags for All', () => {
    expect(tagBankOf(DEFAULT_FILTERS)).toBe('ME');
    expect(tagBankOf({ ...DEFAULT_FILTERS, oj: 'POJ' })).toBe('POJ');
  });
});
