import type { MockDomain } from '@hoj/mocks/store/domain';
import { importHandlers } from './import';
import { manageHandlers, resetGeneratedAccounts } from './manage';
import { userListHandlers } from './userList';

/** Users admin: the user list, edits, deletion, generated accounts and the CSV import, over the accounts' tables. */
export const userAdminDomain: MockDomain = {
  name: 'user-admin',
  seed() {
    resetGeneratedAccounts();
  },
  handlers: [...userListHandlers, ...manageHandlers, ...importHandlers],
};
