import { GroupAuth, GroupMemberAuth } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { userByUsername } from '../store/schema/accounts';
import { groupMembers, groups, memberAuth } from '../store/schema/groups';
import { demoAccounts } from '../store/demoAccounts';

installMockServer();

describe('the group seed', () => {
  it('has a group of every auth, with members at every level', () => {
    expect(new Set(groups.all().map((g) => g.auth))).toEqual(
      new Set([GroupAuth.PUBLIC, GroupAuth.PROTECTED, GroupAuth.PRIVATE]),
    );
    expect(new Set(groupMembers.all().map((m) => m.auth))).toEqual(new Set(Object.values(GroupMemberAuth)));
  });

  it('gives the demo user alice every relation to a group', () => {
    const alice = userByUsername('alice')?.uid ?? '';
    const levels = groups.all().map((g) => memberAuth(g.id, alice));
    for (const level of [0, 1, 2, 3, 4, 5]) expect(levels).toContain(level);
    expect(
      groups
        .all()
        .filter((g) => g.uid === alice)
        .map((g) => g.name),
    ).toEqual(['Python 编程兴趣小组']);
  });

  it('is valid as the services would have saved it: lengths, codes, owners as level-5 members', () => {
    const within = (text: string | null, min: number, max: number) =>
      text !== null && text.length >= min && text.length <= max;
    const faults = groups
      .all()
      .flatMap((g) => [
        ...(within(g.name, 5, 25) ? [] : [`${g.id} name`]),
        ...(within(g.shortName, 5, 10) ? [] : [`${g.id} shortName`]),
        ...(within(g.brief, 5, 50) ? [] : [`${g.id} brief`]),
        ...(within(g.description, 5, 1000) ? [] : [`${g.id} description`]),
        ...(g.auth === GroupAuth.PUBLIC || g.code?.length === 6 ? [] : [`${g.id} code`]),
        ...(memberAuth(g.id, g.uid) === GroupMemberAuth.ROOT ? [] : [`${g.id} owner row`]),
      ]);
    expect(faults).toEqual([]);
    expect(groupMembers.all().filter((m) => (m.reason?.length ?? 0) > 100)).toEqual([]);
    expect(new Set(groupMembers.all().map((m) => m.id)).size).toBe(groupMembers.size);
  });

  it('keeps carol and dave out of the training team (other domains test non-members with them)', () => {
    const demo = new Set(demoAccounts.map((a) => a.username));
    expect(demo.has('carol') && demo.has('dave')).toBe(true);
    for (const username of ['carol', 'dave'])
      expect(memberAuth(1, userByUsername(username)?.uid ?? '')).toBe(0);
  });
});
