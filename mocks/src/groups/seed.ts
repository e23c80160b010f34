import { GroupAuth, GroupMemberAuth } from '@generated/model/index';
import { userByUsername } from '../store/schema/accounts';
import { DAY } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { GroupMemberRow, GroupRow } from '../store/schema/groups';

const uidOf = (username: string): string => {
  const user = userByUsername(username);
  if (!user) throw new Error(`the group seed needs ${username}`);
  return user.uid;
};

/** The training team the seeded group contest, problems and tags belong to (group 1). */
export function seedGroups(ctx: SeedContext): GroupRow[] {
  return [
    {
      id: 1,
      name: '算法竞赛集训队',
      shortName: 'ACM 集训队',
      brief: '校队的日常训练与周测。成员由教练审核加入。',
      auth: GroupAuth.PROTECTED,
      uid: uidOf('admin'),
      visible: true,
      gmtCreate: ctx.ago(180 * DAY),
    },
  ];
}

export function seedGroupMembers(): GroupMemberRow[] {
  return [
    { gid: 1, uid: uidOf('admin'), auth: GroupMemberAuth.ROOT },
    { gid: 1, uid: uidOf('alice'), auth: GroupMemberAuth.MEMBER },
    { gid: 1, uid: uidOf('bob'), auth: GroupMemberAuth.APPLYING },
  ];
}
