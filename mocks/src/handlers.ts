import type { RequestHandler } from 'msw';
import { downloadFallbacks } from './fallback/downloads';
import { generatedJsonHandlers } from './fallback/generated';
import { accountHandlers } from './handlers/account';
import { adminAccountHandlers } from './handlers/admin-account';
import { adminUserHandlers } from './handlers/admin-user';
import { extHandlers } from './handlers/ext';
import { homeHandlers } from './handlers/home';
import { gatedFallback } from './http/operation';
import { publicFileHandlers } from './handlers/publicFiles';

/** Handlers with store logic, one module per contract tag. */
export const statefulHandlers: RequestHandler[] = [
  ...accountHandlers,
  ...homeHandlers,
  ...adminAccountHandlers,
  ...adminUserHandlers,
  ...extHandlers,
];

/**
 * Every operation without store logic: orval's faker handlers for JSON answers, small real files for downloads.
 * They sit behind the contract's login, role and switch rules, and their answers are contract-checked, like the
 * stateful ones.
 */
export const fallbackHandlers: RequestHandler[] = [...downloadFallbacks, ...generatedJsonHandlers].map(
  gatedFallback,
);

/** Stateful handlers first; msw uses the first handler that answers. Static files are not in the contract. */
export const handlers: RequestHandler[] = [...statefulHandlers, ...publicFileHandlers, ...fallbackHandlers];
