import type { Gender } from '@generated/model/index';
import { newUserRow } from '../accounts/newUser';
import { userByEmail, usernameTaken, users } from '../accounts/tables';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { deliverBroadcastNotices } from '../messages/delivery';

/** The backend's words for a partly failed batch; the failed usernames close the message as a Java set. */
export function importResultMessage(succeeded: number, failedNames: readonly string[]): string {
  return `[导入结果] 成功数：${succeeded},  失败数：${failedNames.length},  失败的用户名：[${failedNames.join(', ')}]`;
}

const NO_USERS = '导入的用户不能为空！';

/** `male`/`0` and `female`/`1` as the backend maps them; anything else leaves the default. */
function genderOf(value: string | null): Gender {
  if (value === 'male' || value === '0') return 'male';
  if (value === 'female' || value === '1') return 'female';
  return 'secrecy';
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * `POST /api/admin/user/insert-batch-user`: one `user_info` row per table row with role default_user. Username
 * and e-mail are unique keys (MySQL compares them without case), so a taken one fails that row only; the rest
 * are created and the answer is body status 400 listing the failed usernames, as the backend reports it. Both
 * keys are looked up in the table's indexes, so an import of two hundred thousand rows costs no more per row
 * than one of ten.
 */
export const importHandlers = [
  operation('insertAdminBatchUser', 'required', async (ctx) => {
    const body = await ctx.lenientBody();
    const rows = body.raw('users');
    if (!Array.isArray(rows) || rows.length === 0) throw new ApiFailure(400, NO_USERS);

    const failed: string[] = [];
    let created = 0;
    for (const entry of rows) {
      const cells = Array.isArray(entry) ? entry.map((cell) => (typeof cell === 'string' ? cell : '')) : [];
      const username = text(cells[0]);
      const password = text(cells[1]);
      const email = text(cells[2]);
      if (!username || !password || usernameTaken(username) || (email !== null && userByEmail(email))) {
        failed.push(username ?? '');
        continue;
      }
      const user = newUserRow(username, password, email);
      user.realname = text(cells[3]);
      user.gender = genderOf(text(cells[4]));
      user.nickname = text(cells[5]);
      user.school = text(cells[6]);
      users.insert(user);
      deliverBroadcastNotices(user.uid);
      created++;
    }
    if (failed.length > 0) throw new ApiFailure(400, importResultMessage(created, failed));
    return { data: null };
  }),
];
