import {
  DEFAULT_DISCUSSION_FILTERS,
  changeDiscussionFilters,
  discussionFiltersOf,
  discussionSearchOf,
} from './discussionFilters';

const read = (search: string) => discussionFiltersOf(new URLSearchParams(search));

describe('discussion list filters', () => {
  it('read every filter HOJ put in the address', () => {
    expect(read('currentPage=2&cid=3&keyword=%20tle%20&onlyMine=true')).toEqual({
      currentPage: 2,
      cid: 3,
      keyword: 'tle',
      onlyMine: true,
    });
  });

  it('fall back to the defaults for values that make no sense', () => {
    expect(read('currentPage=0&cid=abc&onlyMine=1')).toEqual(DEFAULT_DISCUSSION_FILTERS);
    expect(read('currentPage=-3&cid=99999999999')).toEqual(DEFAULT_DISCUSSION_FILTERS);
  });

  it('write only what differs from the defaults, so the plain list has a plain address', () => {
    expect(discussionSearchOf(DEFAULT_DISCUSSION_FILTERS).toString()).toBe('');
    expect(discussionSearchOf({ currentPage: 3, cid: 2, keyword: 'dp', onlyMine: true }).toString()).toBe(
      'currentPage=3&cid=2&keyword=dp&onlyMine=true',
    );
  });

  it('go back to the first page when a filter changes', () => {
    const onPage3 = { ...DEFAULT_DISCUSSION_FILTERS, currentPage: 3, keyword: 'dp' };
    expect(changeDiscussionFilters(onPage3, { cid: 4 })).toEqual({
      currentPage: 1,
      cid: 4,
      keyword: 'dp',
      onlyMine: false,
    });
  });
});
