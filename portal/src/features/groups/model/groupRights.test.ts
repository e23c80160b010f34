import { groupRights, groupTabs, membershipAction, tabOfPath, type GroupViewer } from './groupRights';

const viewer = (level: number, extra: Partial<GroupViewer> = {}): GroupViewer => ({
  uid: 'u1',
  level,
  owner: false,
  superAdmin: false,
  ...extra,
});

const tabKeys = (v: GroupViewer, discussions = true) =>
  groupTabs(groupRights(v), discussions).map((tab) => (tab.locked ? `${tab.key}(locked)` : tab.key));

describe('group rights and tabs', () => {
  it('counts root as admin and admin as member; the owner and the super admin as root', () => {
    expect(groupRights(viewer(3))).toEqual({ member: true, admin: false, root: false });
    expect(groupRights(viewer(4))).toEqual({ member: true, admin: true, root: false });
    expect(groupRights(viewer(5))).toEqual({ member: true, admin: true, root: true });
    expect(groupRights(viewer(0, { owner: true }))).toEqual({ member: true, admin: true, root: true });
    expect(groupRights(viewer(0, { superAdmin: true }))).toEqual({ member: true, admin: true, root: true });
    expect(groupRights(viewer(1))).toEqual({ member: false, admin: false, root: false });
  });

  it('shows members their tabs, admins the announcements, roots the settings too', () => {
    expect(tabKeys(viewer(3))).toEqual([
      'home',
      'problem',
      'training',
      'contest',
      'status',
      'discussion',
      'member',
      'rank',
    ]);
    expect(tabKeys(viewer(4))).toContain('announcement');
    expect(tabKeys(viewer(4))).not.toContain('setting');
    expect(tabKeys(viewer(5)).slice(-3)).toEqual(['announcement', 'setting', 'rank']);
  });

  it('closes every tab but the home to non-members, and drops discussions when the site has them off', () => {
    expect(tabKeys(viewer(2), false)).toEqual([
      'home',
      'problem(locked)',
      'training(locked)',
      'contest(locked)',
      'status(locked)',
      'member(locked)',
      'rank(locked)',
    ]);
  });

  it('offers disband to the owner and the super admin, exit to members, join or apply to the others', () => {
    expect(membershipAction(viewer(5, { owner: true }), true)).toBe('disband');
    expect(membershipAction(viewer(3, { superAdmin: true }), true)).toBe('disband');
    expect(membershipAction(viewer(4), false)).toBe('exit');
    expect(membershipAction(viewer(1), false)).toBe('applying');
    expect(membershipAction(viewer(2), false)).toBe('refused');
    expect(membershipAction(viewer(0), true)).toBe('join');
    expect(membershipAction(viewer(0), false)).toBe('apply');
  });

  it('lights the list tab of a detail page', () => {
    expect(tabOfPath('/group/3', '/group/3')).toBe('home');
    expect(tabOfPath('/group/3', '/group/3/submission-detail/99')).toBe('status');
    expect(tabOfPath('/group/3', '/group/3/discussion-detail/4')).toBe('discussion');
    expect(tabOfPath('/group/3', '/group/3/discussion/P1010')).toBe('discussion');
    expect(tabOfPath('/group/3', '/group/3/member')).toBe('member');
    expect(tabOfPath('/group/3', '/group/3/problem-admin/new')).toBe('problem');
    expect(tabOfPath('/group/3', '/group/3/problem-admin/12')).toBe('problem');
  });
});
