import type { Gender } from '@generated/model/index';
import { columnTooLong, type UserColumn } from '@hoj/core/domain/accountRules';
import { newUserRow } from '@hoj/mocks/store/rules/newUser';
import { userByEmail, usernameTaken, users } from '@hoj/mocks/store/schema/accounts';
import { ApiFailure } from '@hoj/mocks/http/failure';
import { operation } from '@hoj/mocks/http/operation';
import { deliverBroadcastNotices } from '@hoj/mocks/store/rules/notices';

/** The backend's words for a partly failed batch; the failed usernames close the message as a Java set. */
export function importResultMessage(succeeded: number, failedNames: readonly string[]): string {
  return `[导入结果] 成功数：${succeeded},  失败数：${failedNames.length},  失败的用户名：[${failedNames.join(', ')}]`;
}

/** The backend's words when the body has no `users` list at all (an empty list imports nothing, successfully). */
const NO_USERS = '插入的用户数据不能为空！';

/** `male`/`0` and `female`/`1` as the backend maps them (its `toLowerCase()` on male/female only). */
function genderOf(value: string | null): Gender {
  if (value === null) return 'secrecy';
  if (value.toLowerCase() === 'male' || value === '0') return 'male';
  if (value.toLowerCase() === 'female' || value === '1') return 'female';
  return 'secrecy';
}

/** A cell the backend keeps as sent: `StringUtils.isEmpty` turns only an empty (or missing) cell into null. */
const kept = (value: string | undefined): string | null =>
  value === undefined || value === '' ? null : value;

/**
 * Whether MySQL would refuse the row: a value wider than its `user_info` column (strict mode fails the insert,
 * the backend catches it and counts the row as failed) or a username or password missing (the backend's
 * `user.get(1)` throws, and its NOT NULL username column refuses null).
 */
function refusedByTable(cells: readonly (string | undefined)[]): boolean {
  const [username, password, email, realname, , nickname, school] = cells;
  if (username === undefined || password === undefined) return true;
  const widths: [UserColumn, string | undefined][] = [
    ['username', username],
    ['email', email],
    ['realname', realname],
    ['nickname', nickname],
    ['school', school],
  ];
  return widths.some(([column, value]) => value !== undefined && columnTooLong(column, value));
}

/**
 * `POST /api/admin/user/insert-batch-user`: one `user_info` row per table row with role default_user, as
 * AdminUserManager.addNewUser stores it: nothing is trimmed (the password's MD5 is taken of the cell as sent, so
 * a password with edge spaces is stored with them and the trimming login never matches it), empty cells become
 * null. Username and e-mail are unique keys compared without case (MySQL's default collation), so a taken one
 * fails that row only; the rest are created and the answer is body status 400 naming the failed usernames once
 * each (a Java set, whose size is also the failure count). Both keys are looked up in the table's indexes, so an
 * import of two hundred thousand rows costs no more per row than one of ten.
 */
export const importHandlers = [
  operation('insertAdminBatchUser', 'required', async (ctx) => {
    const body = await ctx.lenientBody();
    const rows = body.raw('users');
    if (!Array.isArray(rows)) throw new ApiFailure(400, NO_USERS);

    const failed = new Set<string>();
    for (const entry of rows) {
      const cells = Array.isArray(entry)
        ? entry.map((cell) => (typeof cell === 'string' ? cell : undefined))
        : [];
      const [username, password] = cells;
      const email = kept(cells[2]);
      if (refusedByTable(cells) || usernameTaken(username ?? '') || (email !== null && userByEmail(email))) {
        failed.add(username ?? 'null');
        continue;
      }
      const user = newUserRow(username ?? '', password ?? '', email);
      user.realname = kept(cells[3]);
      user.gender = genderOf(cells[4] ?? null);
      user.nickname = kept(cells[5]);
      user.school = kept(cells[6]);
      users.insert(user);
      deliverBroadcastNotices(user.uid);
    }
    if (failed.size > 0)
      throw new ApiFailure(400, importResultMessage(rows.length - failed.size, [...failed]));
    return { data: null };
  }),
];
