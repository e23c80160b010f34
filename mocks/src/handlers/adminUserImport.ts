import type { Gender } from '@generated/model/index';
import { clock } from '../clock';
import { db } from '../db';
import { ApiFailure } from '../http/failure';
import { operation, readJson } from '../http/operation';
import { deliverBroadcastNotices } from './messageBox';

/** The backend's words for a partly failed batch; the failed usernames close the message as a Java set. */
export function importResultMessage(succeeded: number, failedNames: readonly string[]): string {
  return `[导入结果] 成功数：${succeeded},  失败数：${failedNames.length},  失败的用户名：[${failedNames.join(', ')}]`;
}

const NO_USERS = '导入的用户不能为空！';

function hexId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** `male`/`0` and `female`/`1` as the backend maps them; anything else leaves the default. */
function genderOf(value: string | undefined): Gender {
  if (value === 'male' || value === '0') return 'male';
  if (value === 'female' || value === '1') return 'female';
  return 'secrecy';
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * `POST /api/admin/user/insert-batch-user`: one `user_info` row per table row with role default_user. Username
 * and e-mail are unique keys (MySQL compares them without case), so a taken one fails that row only; the rest
 * are created and the answer is body status 400 listing the failed usernames, as the backend reports it.
 */
export const adminUserImportHandlers = [
  operation('insertAdminBatchUser', 'required', async ({ request }) => {
    const body = await readJson(request);
    const users = typeof body === 'object' && body !== null ? (body as { users?: unknown }).users : undefined;
    if (!Array.isArray(users) || users.length === 0) throw new ApiFailure(400, NO_USERS);

    const failed: string[] = [];
    let created = 0;
    for (const entry of users) {
      const cells = Array.isArray(entry) ? entry.map((cell) => (typeof cell === 'string' ? cell : '')) : [];
      const username = text(cells[0]);
      const password = text(cells[1]);
      const email = text(cells[2]);
      const taken = (row: { username: string; email: string | null }) =>
        row.username.toLowerCase() === username?.toLowerCase() ||
        (email !== null && row.email?.toLowerCase() === email.toLowerCase());
      if (!username || !password || db.users.some(taken)) {
        failed.push(username ?? '');
        continue;
      }
      const now = clock.now();
      const uid = hexId();
      db.users.push({
        uid,
        username,
        password,
        nickname: text(cells[5]),
        realname: text(cells[3]),
        email,
        school: text(cells[6]),
        course: null,
        number: null,
        gender: genderOf(text(cells[4]) ?? undefined),
        avatar: null,
        titleName: null,
        titleColor: null,
        signature: null,
        github: null,
        blog: null,
        cfUsername: null,
        mobile: null,
        status: 0,
        role: 'default_user',
        gmtCreate: now,
        gmtModified: now,
      });
      deliverBroadcastNotices(uid);
      created++;
    }
    if (failed.length > 0) throw new ApiFailure(400, importResultMessage(created, failed));
    return { data: null };
  }),
];
