import { isAdminRole } from '@hoj/core/domain/roles';
import { users } from '@hoj/mocks/store/schema/accounts';
import { toUserRolesVO } from '../views';
import { operation } from '@hoj/mocks/http/operation';
import { toPage } from '@hoj/mocks/http/page';

export const userListHandlers = [
  // Guarded by the contract's x-permissions (user_admin): visitors get HTTP 401, others without it HTTP 403.
  // Newest accounts first; only the page's rows become answers, so the list stays quick at any size.
  operation('getAdminUserList', 'required', ({ query }) => {
    const page = query.page({ current: 1, size: 10 });
    const onlyAdmin = query.bool('onlyAdmin', false);
    const keyword = query.string('keyword')?.toLowerCase();
    const rows = users
      .filter(
        (u) =>
          (!onlyAdmin || isAdminRole([u.role])) &&
          (!keyword ||
            [u.username, u.email, u.realname].some((text) => text?.toLowerCase().includes(keyword) ?? false)),
      )
      .sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime());
    return { data: toPage(rows, page, toUserRolesVO) };
  }),
];
