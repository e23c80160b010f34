import { JudgeStatus, type Gender, type UserHomeProblemVO, type UserHomeVO } from '@generated/model/index';
import { ApiFailure } from '../http/failure';
import { jacksonDateOrNull } from '../http/jackson';
import { operation } from '../http/operation';
import type { QueryReader } from '../http/request';
import { submissions } from '../store/schema/judge';
import { isPublicSiteProblem, problems, type ProblemRow } from '../store/schema/problems';
import { DAY, clock } from '../store/clock';
import { signInTimes } from '../store/schema/sessions';
import { userByUid, userByUsername, type UserRow } from '../store/schema/accounts';
import { profileMessages } from './texts';
import { toUserInfoVO } from './views';

const HEATMAP_DAYS = 365;
/** Score the mock gives an accepted OI problem (its submissions carry no partial scores). */
const OI_FULL_SCORE = 100;

/** `uid` first, then `username`, then the caller's own profile. */
function targetUser(query: QueryReader<'uid' | 'username'>, caller: UserRow | null): UserRow | null {
  const uid = query.string('uid');
  if (uid !== undefined) return userByUid(uid) ?? null;
  const username = query.string('username');
  if (username !== undefined) return userByUsername(username) ?? null;
  if (!caller) throw new ApiFailure(400, profileMessages.whichUser);
  return caller;
}

export function toUserHomeVO(user: UserRow): UserHomeVO {
  const mine = submissions.where('uid', user.uid);
  const solved = [
    ...new Set(mine.filter((s) => s.status === JudgeStatus.ACCEPTED && s.cid === 0).map((s) => s.pid)),
  ]
    .map((pid) => problems.get(pid))
    .filter((p): p is ProblemRow => p !== undefined && isPublicSiteProblem(p))
    .sort((a, b) => a.id - b.id);
  const groups: Record<string, UserHomeProblemVO[]> = {};
  for (const p of solved) {
    (groups[String(p.difficulty)] ??= []).push({
      id: p.id,
      problemId: p.problemId,
      difficulty: p.difficulty,
    });
  }
  const lastSignIn = signInTimes(user.uid)[0];
  return {
    uid: user.uid,
    username: user.username,
    school: user.school,
    signature: user.signature,
    nickname: user.nickname,
    gender: user.gender,
    github: user.github,
    blog: user.blog,
    avatar: user.avatar,
    titleName: user.titleName,
    titleColor: user.titleColor,
    total: mine.length,
    rating: null,
    scoreList: solved.filter((p) => p.type === 1).map(() => OI_FULL_SCORE),
    solvedList: solved.map((p) => p.problemId),
    solvedGroupByDifficulty: solved.length > 0 ? groups : null,
    recentLoginTime: jacksonDateOrNull(lastSignIn === undefined ? null : new Date(lastSignIn)),
  };
}

/** Submissions per UTC day over the last year (days without any are left out, as the backend does). */
export function calendarHeatmap(user: UserRow | null, nowMs: number) {
  const since = nowMs - HEATMAP_DAYS * DAY;
  const perDay = new Map<string, number>();
  for (const s of user ? submissions.where('uid', user.uid) : []) {
    const at = s.submitTime.getTime();
    if (at <= since || at > nowMs) continue;
    const date = new Date(at).toISOString().slice(0, 10);
    perDay.set(date, (perDay.get(date) ?? 0) + 1);
  }
  return {
    endDate: new Date(nowMs).toISOString().slice(0, 10),
    dataList: [...perDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, count]) => ({ date, count })),
  };
}

const GENDERS: readonly string[] = ['male', 'female', 'secrecy'] satisfies Gender[];

/** Profile fields of `POST /api/change-userInfo` with the backend's length limits. */
const editable = [
  { name: 'realname', label: '真实姓名', max: 50 },
  { name: 'nickname', label: '昵称', max: 20 },
  { name: 'school', label: '学校', max: 100 },
  { name: 'number', label: '学号', max: 200 },
  { name: 'signature', label: '', max: Infinity },
  { name: 'blog', label: '', max: Infinity },
  { name: 'github', label: '', max: Infinity },
  { name: 'cfUsername', label: '', max: Infinity },
] as const;

export const profileHandlers = [
  operation('getUserHomeInfo', 'checked', ({ query, caller }) => {
    const user = targetUser(query, caller);
    if (!user) throw new ApiFailure(400, profileMessages.noUser);
    return { data: toUserHomeVO(user) };
  }),

  operation('getUserCalendarHeatmap', 'anon', ({ query, caller }) => ({
    data: calendarHeatmap(targetUser(query, caller), clock.nowMs()),
  })),

  operation('changeUserInfo', 'required', async (ctx) => {
    const { user } = ctx;
    const body = await ctx.lenientBody();
    // A field that is missing or not a string is saved as NULL.
    const optional = (name: (typeof editable)[number]['name'] | 'gender') => {
      const value = body.raw(name);
      return typeof value === 'string' ? value : null;
    };
    const values: Partial<Record<(typeof editable)[number]['name'], string | null>> = {};
    for (const field of editable) {
      const value = optional(field.name);
      if (value !== null && value.length > field.max)
        throw new ApiFailure(400, profileMessages.tooLong(field.label, field.max));
      values[field.name] = value;
    }
    const gender = optional('gender');
    if (gender !== null && !GENDERS.includes(gender))
      throw new ApiFailure(400, profileMessages.genderInvalid);
    Object.assign(user, values, { gender: gender as Gender | null, gmtModified: clock.now() });
    return { data: toUserInfoVO(user), msg: profileMessages.updated };
  }),
];
