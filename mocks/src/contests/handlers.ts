import { memberAuth } from '../store/schema/groups';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { DAY, clock } from '../store/clock';
import {
  ensureContestRows,
  isRegistered,
  matchesAccountRule,
  parseAccountRule,
} from '../store/queries/contests';
import { contestRegisters, contests, type ContestRow } from '../store/schema/contests';
import type { UserRow } from '../store/schema/accounts';
import { contestMessages } from './texts';
import { toContestVO } from './views';

export { contestMessages } from './texts';

const RECENT_CONTEST_WINDOW = 14 * DAY;
/** Group members from this level up take part in the group's contests. */
const GROUP_MEMBER_AUTH = 3;

/**
 * Whether the account rule lets the user in; a rule whose numbers cannot be read fails the request, as the
 * backend's unhandled `NumberFormatException` does (HTTP 500).
 */
function passesAccountRule(contest: ContestRow, user: UserRow): boolean {
  if (!contest.openAccountLimit) return true;
  const rule = parseAccountRule(contest.accountLimitRule);
  if (!rule) throw new ApiFailure(500, messages.serverError, 500);
  return matchesAccountRule(rule, user.username);
}

export const contestHandlers = [
  // Visible site contests that have not ended and start within 14 days, latest start first.
  operation('getRecentContest', 'anon', () => {
    const now = clock.now();
    const horizon = now.getTime() + RECENT_CONTEST_WINDOW;
    const recent = contests
      .filter((c) => c.visible && c.gid === null && c.endTime > now && c.startTime.getTime() <= horizon)
      .sort((a, b) => b.startTime.getTime() - a.startTime.getTime());
    return { data: recent.map((c) => toContestVO(c, now)) };
  }),

  // The contest as its pages show it. ContestManager.getContestInfo reads it with `visible = true`, so a hidden
  // contest does not exist for anyone, admins included; a group contest is for the group's members and root.
  // Every contest page starts here, so a contest whose rows are deferred gets them now.
  operation('getContestInfo', 'required', ({ query, user }) => {
    const contest = contests.get(query.requiredInt('cid'));
    if (!contest || !contest.visible) throw new ApiFailure(400, contestMessages.missing);
    if (
      contest.gid !== null &&
      user.role !== 'root' &&
      memberAuth(contest.gid, user.uid) < GROUP_MEMBER_AUTH
    ) {
      throw new ApiFailure(403, messages.noPermissionToOperate);
    }
    ensureContestRows(contest.id);
    return { data: toContestVO(contest, clock.now()) };
  }),

  // ContestManager.toRegisterContest, in its order: both fields, a visible contest, group membership, the
  // password (a public contest keeps none: reading it is a NullPointerException, HTTP 500), the account rule,
  // then one registration per account. Anyone may register, the creator and admins included.
  operation('toRegisterContest', 'required', async ({ body, user }) => {
    const dto = await body();
    const cid = dto.int('cid');
    const password = dto.string('password');
    if (cid === null || !password) throw new ApiFailure(400, contestMessages.registerBlank);
    const contest = contests.get(cid);
    if (!contest || !contest.visible) throw new ApiFailure(400, contestMessages.missing);
    if (contest.gid !== null && user.role !== 'root' && memberAuth(contest.gid, user.uid) < GROUP_MEMBER_AUTH)
      throw new ApiFailure(403, messages.noPermissionToOperate);
    if (contest.pwd === null) throw new ApiFailure(500, messages.serverError, 500);
    if (contest.pwd !== password) throw new ApiFailure(400, contestMessages.wrongPassword);
    if (!passesAccountRule(contest, user)) throw new ApiFailure(400, contestMessages.accountRule);
    ensureContestRows(contest.id);
    if (isRegistered(contest, user.uid)) throw new ApiFailure(400, contestMessages.alreadyRegistered);
    contestRegisters.insert({ cid: contest.id, uid: user.uid });
    contests.update(contest, { count: contest.count + 1 });
    return { data: null };
  }),

  // ContestManager.getContestAccess: the caller's registration, nothing else (admins are told apart by the
  // client). A registration for a contest since hidden or deleted is refused; one the account rule no longer
  // admits gives no access.
  operation('getContestAccess', 'required', ({ query, user }) => {
    const cid = query.requiredInt('cid');
    ensureContestRows(cid);
    if (!contestRegisters.has(`${cid}:${user.uid}`)) return { data: { access: false } };
    const contest = contests.get(cid);
    if (!contest || !contest.visible) throw new ApiFailure(400, contestMessages.missing);
    return { data: { access: passesAccountRule(contest, user) } };
  }),
];
