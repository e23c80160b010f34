import { normaliseStarUsers } from './starUsers';

describe('normaliseStarUsers', () => {
  it('trims names, drops empty ones and reports repeats once', () => {
    expect(normaliseStarUsers([' alice', 'bob ', '', '   ', 'alice', 'carol', 'alice', 'bob'])).toEqual({
      users: ['alice', 'bob', 'carol'],
      duplicates: ['alice', 'bob'],
    });
  });

  it('treats names as case-sensitive, as usernames are', () => {
    expect(normaliseStarUsers(['Alice', 'alice'])).toEqual({ users: ['Alice', 'alice'], duplicates: [] });
  });
});
