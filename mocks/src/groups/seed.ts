import { GroupMemberAuth } from '@generated/model/index';
import { userByUsername, type UserRow } from '../store/schema/accounts';
import { DAY } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { GroupMemberRow, GroupRow } from '../store/schema/groups';
import { groupDrafts } from './seedDrafts';

const account = (username: string): UserRow => {
  const user = userByUsername(username);
  if (!user) throw new Error(`the group seed needs ${username}`);
  return user;
};

export interface GroupSeed {
  groups: GroupRow[];
  members: GroupMemberRow[];
}

/**
 * The groups with ids from 1 in draft order, and their member rows: the owner's level-5 row first (made with
 * the group), then the drafts' rows, numbered in that order.
 */
export function seedGroups(ctx: SeedContext): GroupSeed {
  const groups: GroupRow[] = [];
  const members: GroupMemberRow[] = [];
  groupDrafts.forEach((draft, index) => {
    const gid = index + 1;
    const owner = account(draft.owner);
    const created = ctx.ago(draft.daysAgo * DAY);
    groups.push({
      id: gid,
      avatar: null,
      name: draft.name,
      shortName: draft.shortName,
      brief: draft.brief,
      description: draft.description,
      owner: owner.username,
      uid: owner.uid,
      auth: draft.auth,
      visible: draft.visible,
      status: draft.status,
      code: draft.code,
      gmtCreate: created,
      gmtModified: created,
    });
    members.push({
      id: members.length + 1,
      gid,
      uid: owner.uid,
      auth: GroupMemberAuth.ROOT,
      reason: null,
      gmtCreate: created,
      gmtModified: created,
    });
    for (const member of draft.members) {
      const joined = ctx.ago(member.daysAgo * DAY);
      members.push({
        id: members.length + 1,
        gid,
        uid: account(member.username).uid,
        auth: member.auth,
        reason: member.reason ?? null,
        gmtCreate: joined,
        gmtModified: member.answeredDaysAgo === undefined ? joined : ctx.ago(member.answeredDaysAgo * DAY),
      });
    }
  });
  return { groups, members };
}
