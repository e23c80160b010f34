import { DAY } from '../store/clock';
import type { RoleRow } from '../store/schema/accounts';
import type { SeedContext } from '../store/seedContext';

type RoleDef = Omit<RoleRow, 'gmtCreate' | 'gmtModified'>;

/** The `role` table of a stock deployment: ids are what the backend stores in `user_role`. */
const roleDefs: readonly RoleDef[] = [
  { id: 1000, role: 'root', description: '超级管理员', status: 0 },
  { id: 1001, role: 'admin', description: '管理员', status: 0 },
  { id: 1002, role: 'default_user', description: '默认用户', status: 0 },
  { id: 1003, role: 'no_subimit_user', description: '禁止提交的默认用户', status: 0 },
  { id: 1004, role: 'no_discuss_user', description: '禁止发讨论的默认用户', status: 0 },
  { id: 1005, role: 'mute_user', description: '禁言（禁止发讨论与评论）的默认用户', status: 0 },
  { id: 1006, role: 'no_submit_no_discuss_user', description: '禁止提交与发讨论的默认用户', status: 0 },
  { id: 1007, role: 'no_submit_mute_user', description: '禁止提交与禁言的默认用户', status: 0 },
  { id: 1008, role: 'problem_admin', description: '题目管理员', status: 0 },
];

/** Roles were created with the site, before any user. */
export function seedRoles(ctx: SeedContext): RoleRow[] {
  const created = ctx.ago(500 * DAY);
  return roleDefs.map((def) => ({ ...def, gmtCreate: created, gmtModified: created }));
}
