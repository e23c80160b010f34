import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '@hoj/core/domain/accountRules';
import { roleKeyById } from '@hoj/core/domain/roles';
import { newUserRow } from '@hoj/mocks/store/rules/newUser';
import { revokeTokens } from '@hoj/mocks/store/schema/sessions';
import { userByUid, userByUsername, users } from '@hoj/mocks/store/schema/accounts';
import { xlsx } from '@hoj/mocks/http/xlsx';
import { ApiFailure } from '@hoj/mocks/http/failure';
import { fileOperation, operation } from '@hoj/mocks/http/operation';
import { submissions } from '@hoj/mocks/store/schema/judge';
import { MINUTE, clock } from '@hoj/mocks/store/clock';
import { hexId } from '@hoj/mocks/store/ids';
import { generatedAccounts as generated } from '@hoj/mocks/store/schema/accountState';

/** The edit form's limits the backend checks (the columns are wider). */
const EDIT_REALNAME_MAX = 50;
const EDIT_TITLE_MAX = 20;
const editUserMessages = {
  realnameTooLong: '真实姓名的长度不能超过50位',
  titleTooLong: '头衔的长度建议不要超过20位',
  passwordLength: '密码长度建议为6~20位！',
  usernameTooLong: '用户名长度建议不能超过20位!',
} as const;

const GENERATED_TTL_MS = 30 * MINUTE;

export function resetGeneratedAccounts(): void {
  generated.clear();
}

const blankToNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const intOr = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : fallback;
};

function randomPassword(length: number): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** Removes a user and what hangs off the account (the backend's foreign keys cascade). */
function deleteUser(uid: string): void {
  users.delete(uid);
  for (const s of submissions.where('uid', uid)) submissions.delete(s.submitId);
  revokeTokens(uid);
}

/** Another account with exactly this value in the field. */
const takenByOther = (field: 'username' | 'email', value: string, uid: string) =>
  users.where(field, value.toLowerCase()).some((u) => u.uid !== uid && u[field] === value);

export const lastSuperAdminMessages = {
  role: '不能取消唯一一位可登录的超级管理员的角色，请先将超级管理员角色授予其他账号！',
  ban: '不能封禁唯一一位可登录的超级管理员！',
};

/** Super admins who can sign in: the site stays administrable only while one remains. */
const activeRoots = () => users.where('role', 'root').filter((u) => u.status === 0);

export const manageHandlers = [
  operation('editAdminUser', 'required', async (ctx) => {
    const body = await ctx.lenientBody();
    const uid = body.raw('uid');
    const user = typeof uid === 'string' ? userByUid(uid) : undefined;
    if (!user) throw new ApiFailure(400, '该用户不存在！');
    const username = blankToNull(body.raw('username'));
    if (!username) throw new ApiFailure(400, '用户名不能为空！');
    // AdminUserManager.editUser's own length checks and words, in its order (Java length(): UTF-16 units).
    const realnameSent = body.text('realname');
    const titleSent = body.text('titleName');
    const password = body.text('password');
    if (realnameSent.length > EDIT_REALNAME_MAX) throw new ApiFailure(400, editUserMessages.realnameTooLong);
    if (titleSent.length > EDIT_TITLE_MAX) throw new ApiFailure(400, editUserMessages.titleTooLong);
    if (password !== '' && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX))
      throw new ApiFailure(400, editUserMessages.passwordLength);
    if (username.length > USERNAME_MAX) throw new ApiFailure(400, editUserMessages.usernameTooLong);
    if (takenByOther('username', username, user.uid)) throw new ApiFailure(400, '用户名已存在，请更换！');
    const email = blankToNull(body.raw('email'));
    if (email && takenByOther('email', email, user.uid)) throw new ApiFailure(400, '邮箱已被占用，请更换！');
    const type = body.raw('type');
    const role = typeof type === 'number' ? roleKeyById(type) : null;
    if (!role) throw new ApiFailure(400, '角色不存在！');
    const rawStatus = body.raw('status');
    const status = rawStatus === 1 ? 1 : rawStatus === 0 ? 0 : null;
    if (status === null) throw new ApiFailure(400, '状态不合法！');
    const setNewPwd = body.raw('setNewPwd') === true;
    // What the backend should refuse and does not: an edit that leaves no super admin who can sign in.
    const lastRoot = user.role === 'root' && user.status === 0 && activeRoots().length === 1;
    if (lastRoot && role !== 'root') throw new ApiFailure(400, lastSuperAdminMessages.role);
    if (lastRoot && status === 1) throw new ApiFailure(400, lastSuperAdminMessages.ban);
    const roleChanged = role !== user.role;
    users.update(user, {
      username,
      realname: blankToNull(body.raw('realname')),
      email,
      titleName: blankToNull(body.raw('titleName')),
      titleColor: blankToNull(body.raw('titleColor')),
      status,
      role,
      gmtModified: clock.now(),
      ...(setNewPwd ? { password } : {}),
    });
    // Changing the role or the password clears the cached authorization and every token of the user.
    if (roleChanged || setNewPwd || status === 1) revokeTokens(user.uid);
    return { data: null };
  }),

  operation('deleteAdminUser', 'required', async (ctx) => {
    const ids = (await ctx.lenientBody()).raw('ids');
    if (!Array.isArray(ids) || ids.length === 0) throw new ApiFailure(400, '请选择要删除的用户！');
    const uids = ids.filter((id): id is string => typeof id === 'string');
    if (ctx.caller && uids.includes(ctx.caller.uid)) throw new ApiFailure(400, '不能删除自己的账号！');
    for (const uid of uids) deleteUser(uid);
    return { data: null };
  }),

  operation('generateAdminUser', 'required', async (ctx) => {
    const body = await ctx.lenientBody();
    const prefix = body.text('prefix');
    const suffix = body.text('suffix');
    const from = intOr(body.raw('number_from'), 1);
    const to = intOr(body.raw('number_to'), 10);
    const length = intOr(body.raw('password_length'), 6);
    if (from < 0 || to < 0) throw new ApiFailure(400, '编号不能为负数！');
    if (to < from) throw new ApiFailure(400, '结束编号不能小于起始编号！');
    if (length < 6 || length > 25) throw new ApiFailure(400, '随机密码的长度应为 6 到 25 位！');
    if (to - from >= 1000) throw new ApiFailure(400, '一次最多生成 1000 个用户！');
    const names = Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}${suffix}`);
    const taken = names.filter((name) => userByUsername(name) !== undefined);
    if (taken.length > 0) throw new ApiFailure(400, `用户名已存在：${taken.slice(0, 5).join('、')}`);
    const rows = names.map((username) => ({ username, password: randomPassword(length) }));
    for (const row of rows) users.insert(newUserRow(row.username, row.password));
    const key = hexId();
    generated.set(key, { expiresAt: clock.nowMs() + GENERATED_TTL_MS, rows });
    return { data: { key } };
  }),

  // The spreadsheet of the accounts just generated, while its key lives.
  fileOperation('generateUserExcel', 'required', ({ query }) => {
    const key = query.raw('key') ?? '';
    const entry = generated.get(key);
    if (!entry || entry.expiresAt <= clock.nowMs()) {
      return Response.json(
        { status: 400, msg: '下载链接已失效，请重新生成用户！', data: null },
        { status: 400 },
      );
    }
    const body = xlsx([['username', 'password'], ...entry.rows.map((r) => [r.username, r.password])]);
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'application/xlsx',
        'Content-Disposition': `attachment;filename=${encodeURIComponent(`${key}.xlsx`)}`,
        'Access-Control-Expose-Headers': 'Content-Disposition',
      },
    });
  }),
];
