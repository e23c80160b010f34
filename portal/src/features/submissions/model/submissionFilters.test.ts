import { JudgeStatus } from '@generated/model/index';
import { filtersFromSearch, searchFromFilters } from './submissionFilters';

const site = { contestId: null, groupId: null };

describe('submission filters in the address', () => {
  it('read every filter and write it back, empty values dropped', () => {
    const address =
      'onlyMine=true&status=-1&problemID=P1001&currentPage=3&completeProblemID=true&beforeContestSubmit=true&containsEnd=true&contestID=7';
    const filters = filtersFromSearch(new URLSearchParams(address), site);
    expect(filters).toEqual({
      onlyMine: true,
      status: JudgeStatus.WRONG_ANSWER,
      username: '',
      problemID: 'P1001',
      currentPage: 3,
      completeProblemID: true,
      contestID: 7,
      gid: null,
      beforeContestSubmit: true,
      containsEnd: true,
    });
    expect(Object.fromEntries(searchFromFilters(filters, site))).toEqual(
      Object.fromEntries(new URLSearchParams(address)),
    );
    expect(searchFromFilters(filtersFromSearch(new URLSearchParams(''), site), site).toString()).toBe('');
  });

  it('ignore values that are not filters', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('status=42&currentPage=-2&gid=abc&onlyMine=yes'),
      site,
    );
    expect(filters).toMatchObject({ status: null, currentPage: 1, gid: null, onlyMine: false });
  });

  it('take the contest or group from the route and leave it out of the query', () => {
    const scope = { contestId: null, groupId: 3 };
    const filters = filtersFromSearch(new URLSearchParams('gid=9&username=bob'), scope);
    expect(filters.gid).toBe(3);
    expect(searchFromFilters(filters, scope).toString()).toBe('username=bob');
  });

  it('drop the author while only-mine is on', () => {
    const filters = filtersFromSearch(new URLSearchParams('onlyMine=true&username=bob'), site);
    expect(searchFromFilters(filters, site).toString()).toBe('onlyMine=true');
  });
});
