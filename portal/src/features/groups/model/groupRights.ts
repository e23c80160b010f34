import { GroupMemberAuth } from '@generated/model/index';

/** What the user is to the group, from their level (`get-group-auth`), the group's owner and their roles. */
export interface GroupViewer {
  uid: string;
  /** 0 not in the group, 1 applying, 2 refused, 3 member, 4 group admin, 5 group root. */
  level: number;
  /** The group's owner (the user it names by uid). */
  owner: boolean;
  /** The site's super admin, who may do anything in any group. */
  superAdmin: boolean;
}

export interface GroupRights {
  /** Opens the group's pages: members (levels 3–5), the owner and the super admin. */
  member: boolean;
  /** Manages announcements and members: levels 4–5, the owner and the super admin. */
  admin: boolean;
  /** Edits the group's settings: level 5, the owner and the super admin. */
  root: boolean;
}

/** Root includes admin, admin includes member; the owner and the super admin count as root. */
export function groupRights(viewer: GroupViewer): GroupRights {
  const root = viewer.superAdmin || viewer.owner || viewer.level >= GroupMemberAuth.ROOT;
  const admin = root || viewer.level >= GroupMemberAuth.ADMIN;
  const member = admin || viewer.level >= GroupMemberAuth.MEMBER;
  return { member, admin, root };
}

/**
 * The one thing the user can do about belonging to the group: the owner and the super admin disband it, a
 * member leaves, someone outside joins (a public group) or applies (the others), and an application waiting
 * for an answer or refused is only shown.
 */
export type MembershipAction = 'disband' | 'exit' | 'join' | 'apply' | 'applying' | 'refused';

export function membershipAction(viewer: GroupViewer, publicGroup: boolean): MembershipAction {
  if (viewer.owner || viewer.superAdmin) return 'disband';
  if (viewer.level >= GroupMemberAuth.MEMBER) return 'exit';
  if (viewer.level === GroupMemberAuth.APPLYING) return 'applying';
  if (viewer.level === GroupMemberAuth.REFUSED) return 'refused';
  return publicGroup ? 'join' : 'apply';
}

export type GroupTabKey =
  | 'home'
  | 'problem'
  | 'training'
  | 'contest'
  | 'status'
  | 'discussion'
  | 'member'
  | 'announcement'
  | 'setting'
  | 'rank';

export interface GroupTab {
  key: GroupTabKey;
  /** Below the group's address; '' for its home. */
  path: string;
  /** Shown but closed until the user is a member (the home, where the way in is, never is). */
  locked: boolean;
}

/**
 * The group's tabs in order, as far as the user may see them: the discussions only while the site has them
 * on, the announcement admin for group admins, the settings for group roots; every tab but the home is closed
 * to non-members.
 */
export function groupTabs(rights: GroupRights, openGroupDiscussion: boolean): GroupTab[] {
  const locked = !rights.member;
  const tab = (key: GroupTabKey): GroupTab => ({ key, path: key, locked });
  return [
    { key: 'home', path: '', locked: false },
    tab('problem'),
    tab('training'),
    tab('contest'),
    tab('status'),
    ...(openGroupDiscussion ? [tab('discussion')] : []),
    tab('member'),
    ...(rights.admin ? [tab('announcement')] : []),
    ...(rights.root ? [tab('setting')] : []),
    tab('rank'),
  ];
}

/** The tab a page of the group belongs to: a detail page lights up its list's tab. */
export function tabOfPath(groupPath: string, pathname: string): GroupTabKey {
  const rest = pathname.slice(groupPath.length).replace(/^\/+/, '');
  const first = rest.split('/')[0] ?? '';
  if (first === '') return 'home';
  if (first === 'submission-detail') return 'status';
  if (first === 'discussion-detail') return 'discussion';
  if (first === 'problem-admin') return 'problem';
  const keys: readonly string[] = [
    'problem',
    'training',
    'contest',
    'status',
    'discussion',
    'member',
    'announcement',
    'setting',
    'rank',
  ];
  return keys.includes(first) ? (first as GroupTabKey) : 'home';
}
