import type {
  DeleteManyParams,
  DeleteManyResult,
  GetOneParams,
  GetOneResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { deleteAdminUser, editAdminUser, getAdminUserList } from '@generated/api/admin-user/admin-user';
import { RoleKey, UserRolesVOStatus } from '@generated/model/index';
import type { AdminEditUserDTO, UserRolesVO } from '@generated/model/index';
import { isRoleKey, roleTable } from '@hoj/core/domain/roles';
import type { UserRecord } from '../providers/dataProvider';
import { findInPages } from '../providers/findInPages';

/** The edit form's record: the list row plus its one role (a HOJ user holds exactly one) and the reset fields. */
export type EditableUser = UserRecord & { role: RoleKey; setNewPwd?: boolean; newPassword?: string };

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

/** getOne, update and deleteMany of the `users` resource (the data provider's table holds them). */
export function userOperations(toRecord: (user: UserRolesVO) => UserRecord) {
  return {
    async getOne({ id, signal }: GetOneParams & { signal?: AbortSignal }): Promise<GetOneResult> {
      const user = await findInPages(
        (currentPage, limit) => getAdminUserList({ currentPage, limit }, { signal }),
        (u) => u.uid === String(id),
      );
      return { data: toEditableUser(toRecord(user)) };
    },
    async update({ id, data, previousData }: UpdateParams<EditableUser>): Promise<UpdateResult> {
      const dto = toEditUserDTO(String(id), { ...previousData, ...data });
      await editAdminUser(dto);
      const { newPassword: _password, setNewPwd: _reset, ...rest } = { ...previousData, ...data };
      const roleId = dto.type ?? roleTable[RoleKey.DEFAULT_USER].id;
      const role = rest.role ?? RoleKey.DEFAULT_USER;
      return { data: { ...rest, id, roles: [{ ...(previousData.roles?.[0] ?? {}), id: roleId, role }] } };
    },
    async deleteMany({ ids }: DeleteManyParams): Promise<DeleteManyResult> {
      await deleteAdminUser({ ids: ids.map(String) });
      return { data: ids };
    },
  };
}
