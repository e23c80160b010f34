import { db } from '../db';
import { operation } from '../http/operation';
import { boolParam, pageParams, stringParam, toPage } from '../http/params';
import { isAdminRole } from '@hoj/core/domain/roles';
import { toUserRolesVO } from '../views';

export const adminUserHandlers = [
  // Guarded by the contract's x-permissions (user_admin): visitors get HTTP 401, others without it HTTP 403.
  operation('getAdminUserList', 'required', ({ url }) => {
    const page = pageParams(url, { current: 1, size: 10 });
    const onlyAdmin = boolParam(url, 'onlyAdmin', false);
    const keyword = stringParam(url, 'keyword')?.toLowerCase();
    const users = db.users
      .filter((u) => !onlyAdmin || isAdminRole([u.role]))
      .filter(
        (u) =>
          !keyword ||
          [u.username, u.email, u.realname].some((text) => text?.toLowerCase().includes(keyword) ?? false),
      )
      .sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime());
    return { data: toPage(users.map(toUserRolesVO), page) };
  }),
];
