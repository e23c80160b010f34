import type { OIRankVO } from '@generated/model/index';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { groupMemberUids, groupResultsOf } from '../store/queries/groups';
import { userByUid, type UserRow } from '../store/schema/accounts';
import { groupMessages } from './texts';
import { toGroupRankVO } from './views';

/** Whether `search` occurs in the username, nickname or real name (without case, as MySQL compares). */
function matches(user: UserRow, search: string): boolean {
  return [user.username, user.nickname, user.realname].some((v) => v?.toLowerCase().includes(search));
}

/** The group's members (levels 3–5) who are not banned, searched when asked. */
function rankedMembers(gid: number, search: string | undefined): UserRow[] {
  return groupMemberUids(gid).flatMap((uid) => {
    const user = userByUid(uid);
    return user && user.status === 0 && (search === undefined || matches(user, search)) ? [user] : [];
  });
}

export const rankHandlers = [
  // Any signed-in caller may read any group's rank (the server checks no membership). ACM: by accepted
  // problems, then fewer submissions; OI: by score, then accepted problems. Thirty a page by default.
  operation('getGroupRankList', 'required', ({ query }) => {
    const page = query.page({ current: 1, size: 30 });
    const gid = query.requiredInt('gid');
    // Read as text: the contract's enum reference leaves the parameter's type to the handler.
    const type = query.requiredString('type').trim();
    if (type !== '0' && type !== '1') throw new ApiFailure(400, groupMessages.rankType);
    const rows = rankedMembers(gid, query.string('searchUser')?.toLowerCase()).map((user) => ({
      user,
      ...groupResultsOf(gid, user.uid),
    }));
    if (type === '0') rows.sort((a, b) => b.ac - a.ac || a.total - b.total);
    else rows.sort((a, b) => b.score - a.score || b.ac - a.ac);
    return {
      data: toPage(rows, page, ({ user, ...results }): OIRankVO => toGroupRankVO(user, results)),
    };
  }),
];
