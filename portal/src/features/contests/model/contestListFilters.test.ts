import {
  DEFAULT_CONTEST_FILTERS,
  changeContestFilters,
  contestFiltersOf,
  contestSearchOf,
} from './contestListFilters';

const read = (search: string) => contestFiltersOf(new URLSearchParams(search));

describe('the contest list address', () => {
  it('reads the page, status, rule and keyword', () => {
    expect(read('currentPage=3&status=-1&type=1&keyword=%20周赛%20')).toEqual({
      currentPage: 3,
      status: -1,
      type: 1,
      keyword: '周赛',
    });
  });

  it.each([
    'currentPage=0&status=2&type=7',
    'currentPage=-1&status=x&type=',
    'currentPage=1.5&status=0.0&type=ACM',
  ])('falls back to the defaults for what makes no sense: %s', (search) => {
    expect(read(search)).toEqual(DEFAULT_CONTEST_FILTERS);
  });

  it('writes only what is set, the first page left out', () => {
    expect(contestSearchOf(DEFAULT_CONTEST_FILTERS).toString()).toBe('');
    expect(contestSearchOf({ currentPage: 2, status: 0, type: 0, keyword: 'cup' }).toString()).toBe(
      'currentPage=2&status=0&type=0&keyword=cup',
    );
    expect(contestSearchOf({ ...DEFAULT_CONTEST_FILTERS, status: -1 }).toString()).toBe('status=-1');
  });

  it('starts again from the first page when a filter changes', () => {
    const onPage4 = { ...DEFAULT_CONTEST_FILTERS, currentPage: 4, keyword: 'cup' };
    expect(changeContestFilters(onPage4, { type: 1 })).toEqual({ ...onPage4, currentPage: 1, type: 1 });
    expect(changeContestFilters(onPage4, { keyword: '' })).toEqual(DEFAULT_CONTEST_FILTERS);
  });
});
