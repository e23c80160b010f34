import type { Gender, UserHomeProblemVO, UserHomeVO } from '@generated/model/index';
import { CHANGE_EMAIL_CODE } from '../auth/accountChanges';
import { DAY, MINUTE, SECOND, clock } from '../clock';
import { db, userByUid, userByUsername } from '../db';
import { jacksonDateOrNull } from '../format';
import { ApiFailure } from '../http/failure';
import { operation, readJson } from '../http/operation';
import { bodyString, stringParam } from '../http/params';
import type { LoginFailures, UserRow } from '../model';
import { ACCEPTED } from '../seed/submissions';
import { toUserInfoVO } from '../views';
import { loggedIn } from './account';
import { isPublicSiteProblem } from './homeStatistics';

/** The backend's texts for these operations (AccountManager, AccountController). */
export const profileMessages = {
  noUser: '用户不存在',
  whichUser: '请求参数错误：uid和username不能都为空！',
  oldPasswordBlank: '旧密码不能为空！',
  newPasswordBlank: '新密码不能为空！',
  newPasswordLength: '新密码长度应该为6~20位！',
  passwordChanged: '修改密码成功！您将于5秒钟后退出进行重新登录操作！',
  passwordWrong: (count: number, left: number) =>
    `原始密码错误！您已累计修改密码失败${count}次，再失败${left}次将被锁定 30 分钟！`,
  passwordLocked: '由于您多次尝试修改密码失败，已被锁定，请 30 分钟后再尝试！',
  emailInvalid: '邮箱格式错误！',
  emailUnchanged: '新邮箱与当前邮箱一致，请不要重复设置！',
  emailTaken: '该邮箱已被他人使用，请重新设置！',
  emailCodeTooSoon: (seconds: number) => `对不起，您的操作频率过快，请在${seconds}秒后再次发送修改邮件！`,
  emailCodeSent: '重置邮箱的验证码已发送至指定邮箱！请注意查收！',
  emailFieldsBlank: '密码、新邮箱或验证码不能为空！',
  emailCodeWrong: '验证码错误或已过期，请重新获取！',
  emailPasswordWrong: (count: number, left: number) =>
    `密码错误！您已累计修改邮箱失败${count}次，再失败${left}次将被锁定 30 分钟！`,
  emailLocked: '由于您多次尝试修改邮箱失败，已被锁定，请 30 分钟后再尝试！',
  emailChanged: '修改邮箱成功！',
  tooLong: (field: string, max: number) => `${field}的长度不能超过${max}位`,
  /** Mock guard: the backend stores any text, which no answer of the contract could carry. */
  genderInvalid: '性别只能是 male、female 或 secrecy！',
  updated: '更新个人信息成功！',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_CODE_RESEND_MS = 60 * SECOND;
export const EMAIL_CODE_TTL_MS = 5 * MINUTE;
/** AccountManager: the fifth wrong current password locks the change for 30 minutes. */
export const CHANGE_MAX_FAILURES = 5;
export const CHANGE_LOCK_MS = 30 * MINUTE;
const HEATMAP_DAYS = 365;
/** Score the mock gives an accepted OI problem (its submissions carry no partial scores). */
const OI_FULL_SCORE = 100;

/** `uid` first, then `username`, then the caller (spec: "the caller's own profile"). */
function targetUser(url: URL, caller: UserRow | null): UserRow | null {
  const uid = stringParam(url, 'uid');
  if (uid !== undefined) return userByUid(uid) ?? null;
  const username = stringParam(url, 'username');
  if (username !== undefined) return userByUsername(username) ?? null;
  if (!caller) throw new ApiFailure(400, profileMessages.whichUser);
  return caller;
}

function lastLogin(uid: string): Date | null {
  let latest = 0;
  for (const token of db.tokens.values()) if (token.uid === uid) latest = Math.max(latest, token.issuedAt);
  return latest > 0 ? new Date(latest) : null;
}

export function toUserHomeVO(user: UserRow): UserHomeVO {
  const mine = db.submissions.filter((s) => s.uid === user.uid);
  const solvedPids = new Set(mine.filter((s) => s.status === ACCEPTED && s.cid === 0).map((s) => s.pid));
  const solved = db.problems
    .filter((p) => solvedPids.has(p.id) && isPublicSiteProblem(p))
    .sort((a, b) => a.id - b.id);
  const groups: Record<string, UserHomeProblemVO[]> = {};
  for (const p of solved) {
    (groups[String(p.difficulty)] ??= []).push({
      id: p.id,
      problemId: p.problemId,
      difficulty: p.difficulty,
    });
  }
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
    recentLoginTime: jacksonDateOrNull(lastLogin(user.uid)),
  };
}

/** Submissions per UTC day over the last year (days without any are left out, as the backend does). */
export function calendarHeatmap(user: UserRow | null, nowMs: number) {
  const since = nowMs - HEATMAP_DAYS * DAY;
  const perDay = new Map<string, number>();
  for (const s of db.submissions) {
    const at = s.submitTime.getTime();
    if (!user || s.uid !== user.uid || at <= since || at > nowMs) continue;
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

type Outcome = { code: 200 | 400 | 403; msg: string; userInfo: ReturnType<typeof toUserInfoVO> | null };

/**
 * The shared lock of password and e-mail changes: a wrong current password is counted, the fifth locks the
 * change for 30 minutes; a lock that ran out starts the count again.
 */
function checkPassword(
  user: UserRow,
  password: string,
  failures: Map<string, LoginFailures>,
  texts: { wrong: (count: number, left: number) => string; locked: string },
): Outcome | null {
  const now = clock.nowMs();
  const previous = failures.get(user.uid);
  if (previous && previous.lockedUntil > now) return { code: 403, msg: texts.locked, userInfo: null };
  if (password === user.password) {
    failures.delete(user.uid);
    return null;
  }
  const count = (previous && previous.lockedUntil === 0 ? previous.count : 0) + 1;
  const locked = count >= CHANGE_MAX_FAILURES;
  failures.set(user.uid, { count, lockedUntil: locked ? now + CHANGE_LOCK_MS : 0 });
  return locked
    ? { code: 403, msg: texts.locked, userInfo: null }
    : { code: 400, msg: texts.wrong(count, CHANGE_MAX_FAILURES - count), userInfo: null };
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

/** A nullable string field of a JSON body: missing or not a string reads as null (the column is set to NULL). */
function optionalString(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

export const profileHandlers = [
  operation('getUserHomeInfo', 'checked', ({ url, caller }) => {
    const user = targetUser(url, caller);
    if (!user) throw new ApiFailure(400, profileMessages.noUser);
    return { data: toUserHomeVO(user) };
  }),

  operation('getUserCalendarHeatmap', 'anon', ({ url, caller }) => ({
    data: calendarHeatmap(targetUser(url, caller), clock.nowMs()),
  })),

  operation('changePassword', 'required', async ({ request, caller }) => {
    const user = loggedIn(caller);
    const body = await readJson(request);
    const oldPassword = bodyString(body, 'oldPassword');
    const newPassword = bodyString(body, 'newPassword');
    if (!oldPassword) throw new ApiFailure(400, profileMessages.oldPasswordBlank);
    if (!newPassword) throw new ApiFailure(400, profileMessages.newPasswordBlank);
    if (newPassword.length < 6 || newPassword.length > 20)
      throw new ApiFailure(400, profileMessages.newPasswordLength);
    const refused = checkPassword(user, oldPassword, db.accountChanges.passwordFailures, {
      wrong: profileMessages.passwordWrong,
      locked: profileMessages.passwordLocked,
    });
    if (refused) return { data: refused };
    user.password = newPassword;
    user.gmtModified = clock.now();
    return { data: { code: 200 as const, msg: profileMessages.passwordChanged, userInfo: null } };
  }),

  operation('getChangeEmailCode', 'required', ({ url, caller }) => {
    const user = loggedIn(caller);
    const email = url.searchParams.get('email')?.trim();
    if (!email) throw new ApiFailure(400, `The required request parameters are missing：email`, 400);
    if (!EMAIL.test(email)) throw new ApiFailure(400, profileMessages.emailInvalid);
    if (user.email === email) throw new ApiFailure(400, profileMessages.emailUnchanged);
    if (db.users.some((u) => u.email === email && u.uid !== user.uid))
      throw new ApiFailure(400, profileMessages.emailTaken);
    const now = clock.nowMs();
    const previous = db.accountChanges.emailCodes.get(email);
    if (previous && now - previous.sentAt < EMAIL_CODE_RESEND_MS) {
      const seconds = Math.ceil((previous.sentAt + EMAIL_CODE_RESEND_MS - now) / SECOND);
      throw new ApiFailure(400, profileMessages.emailCodeTooSoon(seconds));
    }
    db.accountChanges.emailCodes.set(email, {
      uid: user.uid,
      code: CHANGE_EMAIL_CODE,
      sentAt: now,
      expiresAt: now + EMAIL_CODE_TTL_MS,
    });
    return { data: null, msg: profileMessages.emailCodeSent };
  }),

  operation('changeEmail', 'required', async ({ request, caller }) => {
    const user = loggedIn(caller);
    const body = await readJson(request);
    const password = bodyString(body, 'password');
    const newEmail = bodyString(body, 'newEmail').trim();
    const code = bodyString(body, 'code').trim();
    if (!password || !newEmail || !code) throw new ApiFailure(400, profileMessages.emailFieldsBlank);
    const sent = db.accountChanges.emailCodes.get(newEmail);
    if (!sent || sent.uid !== user.uid || sent.expiresAt <= clock.nowMs() || sent.code !== code)
      return { data: { code: 400 as const, msg: profileMessages.emailCodeWrong, userInfo: null } };
    const refused = checkPassword(user, password, db.accountChanges.emailFailures, {
      wrong: profileMessages.emailPasswordWrong,
      locked: profileMessages.emailLocked,
    });
    if (refused) return { data: refused };
    if (db.users.some((u) => u.email === newEmail && u.uid !== user.uid))
      throw new ApiFailure(400, profileMessages.emailTaken);
    db.accountChanges.emailCodes.delete(newEmail);
    user.email = newEmail;
    user.gmtModified = clock.now();
    return { data: { code: 200 as const, msg: profileMessages.emailChanged, userInfo: toUserInfoVO(user) } };
  }),

  operation('changeUserInfo', 'required', async ({ request, caller }) => {
    const user = loggedIn(caller);
    const body = await readJson(request);
    const values: Partial<Record<(typeof editable)[number]['name'], string | null>> = {};
    for (const field of editable) {
      const value = optionalString(body, field.name);
      if (value !== null && value.length > field.max)
        throw new ApiFailure(400, profileMessages.tooLong(field.label, field.max));
      values[field.name] = value;
    }
    const gender = optionalString(body, 'gender');
    if (gender !== null && !GENDERS.includes(gender))
      throw new ApiFailure(400, profileMessages.genderInvalid);
    Object.assign(user, values, { gender: gender as Gender | null, gmtModified: clock.now() });
    return { data: toUserInfoVO(user), msg: profileMessages.updated };
  }),
];
