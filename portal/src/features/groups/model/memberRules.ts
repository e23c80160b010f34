import { GroupMemberAuth } from '@generated/model/index';
import type { GroupViewer } from './groupRights';

/** A row of the member or application list, as far as the rules need it. */
export interface MemberRow {
  uid: string;
  auth: number;
}

/**
 * Whether the viewer may change this member's level: the super admin anyone's; group admins and roots only
 * the rows below their own level. Nobody changes the owner's row, and nobody their own.
 */
export function mayChangeLevel(viewer: GroupViewer, row: MemberRow, ownerUid: string | null): boolean {
  if (row.uid === ownerUid || row.uid === viewer.uid) return false;
  if (viewer.superAdmin) return true;
  return viewer.level >= GroupMemberAuth.ADMIN && row.auth < viewer.level;
}

/**
 * The levels the viewer may give a member: below their own level (the super admin any), and a member never
 * goes back to applying or refused. The row's current level is always listed, so the choice shows it.
 */
export function levelChoices(viewer: GroupViewer, row: MemberRow): GroupMemberAuth[] {
  const floor = row.auth >= GroupMemberAuth.MEMBER ? GroupMemberAuth.MEMBER : GroupMemberAuth.APPLYING;
  return (Object.values(GroupMemberAuth) as GroupMemberAuth[]).filter(
    (level) => level === row.auth || (level >= floor && (viewer.superAdmin || level < viewer.level)),
  );
}

/**
 * Whether the viewer may remove the member from the group: the super admin anyone, group admins and roots
 * those below their own level; never themselves, never the owner (the owner disbands instead).
 */
export function mayRemove(viewer: GroupViewer, row: MemberRow, ownerUid: string | null): boolean {
  if (row.uid === viewer.uid || row.uid === ownerUid) return false;
  if (viewer.superAdmin) return true;
  return viewer.level >= GroupMemberAuth.ADMIN && row.auth < viewer.level;
}
