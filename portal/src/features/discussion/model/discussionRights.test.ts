import { isTrustedPoster, postRights, posterRoleOf, type Reader } from './discussionRights';

const reader = (uid: string | null, roles: string[] = ['default_user'], groupAuth = 0): Reader => ({
  uid,
  roles,
  groupAuth,
});

describe('trusted rendering', () => {
  it('is for posts written by root and admins only', () => {
    expect(isTrustedPoster('root')).toBe(true);
    expect(isTrustedPoster('admin')).toBe(true);
    expect(isTrustedPoster('user')).toBe(false);
    expect(isTrustedPoster(null)).toBe(false);
  });

  it('is what a new post by problem admins records, as admin', () => {
    expect(posterRoleOf(['root'])).toBe('root');
    expect(posterRoleOf(['problem_admin'])).toBe('admin');
    expect(posterRoleOf(['default_user'])).toBe('user');
  });
});

describe('post rights', () => {
  const bobsPost = { uid: 'bob-uid', gid: null };
  const groupPost = { uid: 'bob-uid', gid: 4 };

  it('give a visitor nothing', () => {
    expect(postRights(bobsPost, reader(null))).toEqual({
      edit: false,
      delete: false,
      moderate: false,
      asSiteAdmin: false,
    });
  });

  it('let the author edit and delete, but not pin', () => {
    expect(postRights(bobsPost, reader('bob-uid'))).toEqual({
      edit: true,
      delete: true,
      moderate: false,
      asSiteAdmin: false,
    });
    expect(postRights(bobsPost, reader('alice-uid'))).toMatchObject({ edit: false, delete: false });
  });

  it("let site admins do everything with someone else's post through the admin calls", () => {
    expect(postRights(bobsPost, reader('admin-uid', ['admin']))).toEqual({
      edit: true,
      delete: true,
      moderate: true,
      asSiteAdmin: true,
    });
    expect(postRights(bobsPost, reader('bob-uid', ['admin']))).toMatchObject({ asSiteAdmin: false });
  });

  it('let group admins edit and delete the posts of their group only', () => {
    expect(postRights(groupPost, reader('carol-uid', ['default_user'], 4))).toMatchObject({
      edit: true,
      delete: true,
      moderate: false,
    });
    expect(postRights(groupPost, reader('carol-uid', ['default_user'], 3))).toMatchObject({ delete: false });
    expect(postRights(bobsPost, reader('carol-uid', ['default_user'], 4))).toMatchObject({ delete: false });
  });
});
