import type { UpdateParams } from 'react-admin';
import { deleteAdminUser, editAdminUser, getAdminUserList } from '@generated/api/admin-user/admin-user';
import { RoleKey, UserRolesVOStatus } from '@generated/model/index';
import type { AdminEditUserDTO, UserRolesVO } from '@generated/model/index';
import { isRoleKey, roleTable } from '@hoj/core/domain/roles';
import { findInPages } from '@backoffice/providers/findInPages';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';
import { clampPageSize } from '@backoffice/common/pageSizes';

/** A user row as the back office shows it: react-admin's `id` is HOJ's `uid`; the password hash is dropped. */
export type UserRecord = Omit<UserRolesVO, 'password'> & { id: string };

/** The edit form's record: the list row plus its one role (a HOJ user holds exactly one) and the reset fields. */
export type EditableUser = UserRecord & { role: RoleKey; setNewPwd?: boolean; newPassword?: string };

export function toUserRecord({ password: _password, ...user }: UserRolesVO): UserRecord {
  return { ...user, id: user.uid };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const blankToNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function toEditableUser(record: UserRecord): EditableUser {
  const first = record.roles[0]?.role;
  return { ...record, role: first && isRoleKey(first) ? first : RoleKey.DEFAULT_USER };
}

/** What `edit-user` needs: `type`, `status` and `setNewPwd` are unboxed on the backend, so they are always sent. */
export function toEditUserDTO(uid: string, data: Partial<EditableUser>): AdminEditUserDTO {
  const role = data.role && isRoleKey(data.role) ? data.role : RoleKey.DEFAULT_USER;
  const setNewPwd = data.setNewPwd === true;
  return {
    uid,
    username: data.username?.trim() ?? null,
    realname: blankToNull(data.realname),
    email: blankToNull(data.email),
    titleName: blankToNull(data.titleName),
    titleColor: blankToNull(data.titleColor),
    status: data.status === UserRolesVOStatus.BANNED ? 1 : 0,
    type: roleTable[role].id as AdminEditUserDTO['type'],
    setNewPwd,
    password: setNewPwd ? (data.newPassword ?? '') : null,
  };
}

/**
 * The `users` resource over HOJ's admin user calls: the list (search text as `keyword`, the admins-only switch
 * as `onlyAdmin`), one user found in the list (HOJ has no "get one user" call), edit and batch delete.
 * Users are not created here: the list's import and generate buttons add them.
 */
export const userResource: ResourceOperations = {
  async getList({ pagination, filter, signal }) {
    const page = await getAdminUserList(
      {
        currentPage: pagination?.page,
        limit: clampPageSize(pagination?.perPage),
        keyword: text(filter?.q),
        onlyAdmin: filter?.onlyAdmin === true ? true : undefined,
      },
      { signal },
    );
    return { data: page.records.map(toUserRecord), total: page.total };
  },

  async getOne({ id, signal }) {
    const user = await findInPages(
      (currentPage, limit) => getAdminUserList({ currentPage, limit }, { signal }),
      (u) => u.uid === String(id),
    );
    return { data: toEditableUser(toUserRecord(user)) };
  },

  async update({ id, data, previousData }: UpdateParams<EditableUser>) {
    const dto = toEditUserDTO(String(id), { ...previousData, ...data });
    await editAdminUser(dto);
    const { newPassword: _password, setNewPwd: _reset, ...rest } = { ...previousData, ...data };
    const roleId = dto.type ?? roleTable[RoleKey.DEFAULT_USER].id;
    const role = rest.role ?? RoleKey.DEFAULT_USER;
    return { data: { ...rest, id, roles: [{ ...(previousData.roles?.[0] ?? {}), id: roleId, role }] } };
  },

  async deleteMany({ ids }) {
    await deleteAdminUser({ ids: ids.map(String) });
    return { data: ids };
  },
};
