import { HttpHandler } from 'msw';
import { roleKeyById } from '@hoj/core/domain/roles';
import { revokeTokens } from '../auth/tokens';
import { clock } from '../clock';
import { mswPath, operationById } from '../contract/spec';
import { db, userByUid } from '../db';
import { xlsx } from '../files/xlsx';
import { ApiFailure } from '../http/failure';
import { gatedFallback, operation, readJson } from '../http/operation';
import { hexId, newUserRow } from '../userRows';

/** Generated accounts by download key, as the backend keeps them in Redis (30 minutes). */
const generated = new Map<string, { expiresAt: number; rows: { username: string; password: string }[] }>();
const GENERATED_TTL_MS = 30 * 60 * 1000;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

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
  db.users = db.users.filter((u) => u.uid !== uid);
  db.submissions = db.submissions.filter((s) => s.uid !== uid);
  revokeTokens(uid);
}

const excelOp = operationById('generateUserExcel');
if (!excelOp) throw new Error('admin-user-manage: generateUserExcel is not in the contract');

export const adminUserManageHandlers = [
  operation('editAdminUser', 'required', async ({ request }) => {
    const body = record(await readJson(request));
    const user = typeof body.uid === 'string' ? userByUid(body.uid) : undefined;
    if (!user) throw new ApiFailure(400, '该用户不存在！');
    const username = blankToNull(body.username);
    if (!username) throw new ApiFailure(400, '用户名不能为空！');
    if (db.users.some((u) => u.uid !== user.uid && u.username === username))
      throw new ApiFailure(400, '用户名已存在，请更换！');
    const email = blankToNull(body.email);
    if (email && db.users.some((u) => u.uid !== user.uid && u.email === email))
      throw new ApiFailure(400, '邮箱已被占用，请更换！');
    const role = typeof body.type === 'number' ? roleKeyById(body.type) : null;
    if (!role) throw new ApiFailure(400, '角色不存在！');
    const status = body.status === 1 ? 1 : body.status === 0 ? 0 : null;
    if (status === null) throw new ApiFailure(400, '状态不合法！');
    const setNewPwd = body.setNewPwd === true;
    const password = typeof body.password === 'string' ? body.password : '';
    if (setNewPwd && (password.length < 6 || password.length > 20))
      throw new ApiFailure(400, '密码长度应为 6 到 20 位！');

    const roleChanged = role !== user.role;
    Object.assign(user, {
      username,
      realname: blankToNull(body.realname),
      email,
      titleName: blankToNull(body.titleName),
      titleColor: blankToNull(body.titleColor),
      status,
      role,
      gmtModified: clock.now(),
    });
    if (setNewPwd) user.password = password;
    // Changing the role or the password clears the cached authorization and every token of the user.
    if (roleChanged || setNewPwd || status === 1) revokeTokens(user.uid);
    return { data: null };
  }),

  operation('deleteAdminUser', 'required', async ({ request, caller }) => {
    const ids = record(await readJson(request)).ids;
    if (!Array.isArray(ids) || ids.length === 0) throw new ApiFailure(400, '请选择要删除的用户！');
    const uids = ids.filter((id): id is string => typeof id === 'string');
    if (caller && uids.includes(caller.uid)) throw new ApiFailure(400, '不能删除自己的账号！');
    for (const uid of uids) deleteUser(uid);
    return { data: null };
  }),

  operation('generateAdminUser', 'required', async ({ request }) => {
    const body = record(await readJson(request));
    const prefix = typeof body.prefix === 'string' ? body.prefix : '';
    const suffix = typeof body.suffix === 'string' ? body.suffix : '';
    const from = intOr(body.number_from, 1);
    const to = intOr(body.number_to, 10);
    const length = intOr(body.password_length, 6);
    if (from < 0 || to < 0) throw new ApiFailure(400, '编号不能为负数！');
    if (to < from) throw new ApiFailure(400, '结束编号不能小于起始编号！');
    if (length < 6 || length > 25) throw new ApiFailure(400, '随机密码的长度应为 6 到 25 位！');
    if (to - from >= 1000) throw new ApiFailure(400, '一次最多生成 1000 个用户！');
    const names = Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}${suffix}`);
    const taken = names.filter((name) => db.users.some((u) => u.username === name));
    if (taken.length > 0) throw new ApiFailure(400, `用户名已存在：${taken.slice(0, 5).join('、')}`);
    const rows = names.map((username) => ({ username, password: randomPassword(length) }));
    db.users.push(...rows.map((row) => newUserRow(row.username, row.password)));
    const key = hexId();
    generated.set(key, { expiresAt: clock.nowMs() + GENERATED_TTL_MS, rows });
    return { data: { key } };
  }),

  // A download: the gate and the contract check come from gatedFallback, the file from the generated accounts.
  gatedFallback(
    new HttpHandler(excelOp.method, mswPath(excelOp), ({ request }) => {
      const key = new URL(request.url).searchParams.get('key') ?? '';
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
  ),
];
