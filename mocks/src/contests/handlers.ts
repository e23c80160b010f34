import { memberAuth } from '../store/schema/groups';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { DAY, clock } from '../store/clock';
import { contestRegisters, contests } from '../store/schema/contests';
import { toContestVO } from './views';

export const contestMessages = {
  missing: '对不起，该比赛不存在!',
  registerBlank: 'cid或者password不能为空！',
  wrongPassword: '比赛密码错误，请重新输入！',
  alreadyRegistered: '您已注册过该比赛，请勿重复注册！',
};

const RECENT_CONTEST_WINDOW = 14 * DAY;

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
  operation('getContestInfo', 'required', ({ query, user }) => {
    const contest = contests.get(query.requiredInt('cid'));
    if (!contest || !contest.visible) throw new ApiFailure(400, contestMessages.missing);
    if (contest.gid !== null && user.role !== 'root' && memberAuth(contest.gid, user.uid) < 3) {
      throw new ApiFailure(403, messages.noPermissionToOperate);
    }
    return { data: toContestVO(contest, clock.now()) };
  }),

  // Registration with the contest's password (private and protected contests); the creator needs none.
  operation('toRegisterContest', 'required', async ({ body, user }) => {
    const dto = await body();
    const cid = dto.int('cid');
    const password = dto.string('password');
    if (cid === null || !password) throw new ApiFailure(400, contestMessages.registerBlank);
    const contest = contests.get(cid);
    if (!contest || !contest.visible) throw new ApiFailure(400, contestMessages.missing);
    if (contest.pwd !== password) throw new ApiFailure(400, contestMessages.wrongPassword);
    if (contestRegisters.has(`${contest.id}:${user.uid}`))
      throw new ApiFailure(400, contestMessages.alreadyRegistered);
    contestRegisters.insert({ cid: contest.id, uid: user.uid });
    contests.update(contest, { count: contest.count + 1 });
    return { data: null };
  }),

  // Whether the caller registered for the contest (entering a private one needs it); its creator always may.
  operation('getContestAccess', 'required', ({ query, user }) => {
    const contest = contests.get(query.requiredInt('cid'));
    if (!contest) throw new ApiFailure(400, contestMessages.missing);
    const access = contest.uid === user.uid || contestRegisters.has(`${contest.id}:${user.uid}`);
    return { data: { access } };
  }),
];
