import type { RequestHandler } from 'msw';
// Relative, not `@generated/…`: `tsx mocks/src/node/server.ts` runs from the root, where no tsconfig.json maps
// the alias (type-only imports are erased, so they keep the alias).
import { getAccountMock } from '../../generated/msw/account/account.msw';
import { getAdminAccountMock } from '../../generated/msw/admin-account/admin-account.msw';
import { getAdminUserMock } from '../../generated/msw/admin-user/admin-user.msw';
import { getHomeMock } from '../../generated/msw/home/home.msw';
import { withContract } from './contract/enforce';
import { accountHandlers } from './handlers/account';
import { adminAccountHandlers } from './handlers/admin-account';
import { adminUserHandlers } from './handlers/admin-user';
import { homeHandlers } from './handlers/home';

/** Handlers with store logic, one module per contract tag. */
export const statefulHandlers: RequestHandler[] = [
  ...accountHandlers,
  ...homeHandlers,
  ...adminAccountHandlers,
  ...adminUserHandlers,
];

/**
 * The generated faker handlers of every tag, for any operation without store logic yet; wrapped so their
 * answers are contract-checked too.
 */
export const fallbackHandlers: RequestHandler[] = [
  ...getAccountMock(),
  ...getHomeMock(),
  ...getAdminAccountMock(),
  ...getAdminUserMock(),
].map(withContract);

/** Stateful handlers first; msw uses the first handler that answers. */
export const handlers: RequestHandler[] = [...statefulHandlers, ...fallbackHandlers];
