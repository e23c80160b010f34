import { GroupAuth } from '@generated/model/index';
import { DEFAULT_GROUP_FILTERS, changeGroupFilters, groupFiltersOf, groupSearchOf } from './groupListFilters';

const read = (search: string, loggedIn = true) => groupFiltersOf(new URLSearchParams(search), loggedIn);

describe('group list filters', () => {
  it('reads every filter from the address', () => {
    expect(read('?keyword=%20Py%20&auth=2&onlyMine=true&currentPage=3&limit=30')).toEqual({
      keyword: 'Py',
      auth: GroupAuth.PROTECTED,
      onlyMine: true,
      currentPage: 3,
      limit: 30,
    });
  });

  it('falls back to the defaults for values that make no sense', () => {
    expect(read('?auth=7&currentPage=0&limit=11&onlyMine=yes')).toEqual(DEFAULT_GROUP_FILTERS);
    expect(read('?currentPage=-2&auth=abc')).toEqual(DEFAULT_GROUP_FILTERS);
  });

  it('keeps "my groups" off for a visitor', () => {
    expect(read('?onlyMine=true', false).onlyMine).toBe(false);
  });

  it('writes only what differs from the defaults, and a change goes back to the first page', () => {
    expect(groupSearchOf(DEFAULT_GROUP_FILTERS).toString()).toBe('');
    const paged = { ...DEFAULT_GROUP_FILTERS, currentPage: 4, limit: 60 };
    expect(groupSearchOf(paged).toString()).toBe('limit=60&currentPage=4');
    const changed = changeGroupFilters(paged, { auth: GroupAuth.PRIVATE, onlyMine: true });
    expect(groupSearchOf(changed).toString()).toBe('auth=3&onlyMine=true&limit=60');
  });
});
