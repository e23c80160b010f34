import type { RequestHandler } from 'msw';
import { downloadFallbacks } from './fallback/downloads';
import { generatedJsonHandlers } from './fallback/generated';
import { accountHandlers } from './handlers/account';
import { accountFlowHandlers } from './handlers/accountFlows';
import { adminAccountHandlers } from './handlers/admin-account';
import { adminAnnouncementHandlers } from './handlers/admin-announcement';
import { adminConfigHandlers } from './handlers/admin-config';
import { adminNoticeHandlers } from './handlers/admin-notice';
import { adminDiscussionHandlers } from './handlers/admin-discussion';
import { adminTagHandlers } from './handlers/admin-tag';
import { adminUserHandlers } from './handlers/admin-user';
import { adminUserImportHandlers } from './handlers/adminUserImport';
import { adminUserManageHandlers } from './handlers/admin-user-manage';
import { adminDashboardHandlers } from './handlers/admin-dashboard';
import { commentHandlers } from './handlers/comment';
import { discussionHandlers } from './handlers/discussion';
import { extHandlers } from './handlers/ext';
import { homeHandlers } from './handlers/home';
import { homeStatisticsHandlers } from './handlers/homeStatistics';
import { profileHandlers } from './handlers/profile';
import { avatarHandlers } from './handlers/avatar';
import { messageHandlers } from './handlers/message';
import { problemHandlers } from './handlers/problem';
import { gatedFallback } from './http/operation';
import { publicFileHandlers } from './handlers/publicFiles';

/** Handlers with store logic, one module per contract tag. */
export const statefulHandlers: RequestHandler[] = [
  ...accountHandlers,
  ...accountFlowHandlers,
  ...homeHandlers,
  ...homeStatisticsHandlers,
  ...profileHandlers,
  ...avatarHandlers,
  ...adminAccountHandlers,
  ...adminUserHandlers,
  ...adminUserImportHandlers,
  ...adminUserManageHandlers,
  ...adminDashboardHandlers,
  ...adminAnnouncementHandlers,
  ...adminNoticeHandlers,
  ...adminConfigHandlers,
  ...adminTagHandlers,
  ...adminDiscussionHandlers,
  ...problemHandlers,
  ...discussionHandlers,
  ...commentHandlers,
  ...messageHandlers,
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
