import { lazyPage } from './common/lazyPage';
import { DISCUSSION_REPORTS_PATH, discussionReportsPage } from './discussions/reports';
import {
  IMPORT_USERS_PATH,
  PROBLEM_BATCH_PATH,
  PROBLEM_EXAMINE_PATH,
  PROBLEM_TRANSFER_PATH,
  SWITCH_PATH,
  SYSTEM_CONFIG_PATH,
} from './customPaths';

/** The screens that are not resources (App.tsx routes them), each split off the entry chunk. */
export const dashboardPage = lazyPage(() =>
  import('./dashboard/Dashboard').then((module) => module.Dashboard),
);
export const importUsersPage = lazyPage(() =>
  import('./users/import/ImportUsersPage').then((module) => module.ImportUsersPage),
);
export const systemConfigPage = lazyPage(() =>
  import('./config/SystemConfigPage').then((module) => module.SystemConfigPage),
);
export const switchPage = lazyPage(() => import('./config/SwitchPage').then((module) => module.SwitchPage));

export const problemBatchPage = lazyPage(() =>
  import('./problems/batch/BatchOperationsPage').then((module) => module.BatchOperationsPage),
);
export const problemExaminePage = lazyPage(() =>
  import('./problems/examine/ExaminePage').then((module) => module.ExaminePage),
);

export const problemTransferPage = lazyPage(() =>
  import('./problems/transfer/ProblemTransferPage').then((module) => module.ProblemTransferPage),
);

/** The login page: only a signed-out visit needs it (main.tsx fetches it ahead then). */
export const loginPage = lazyPage(() => import('./login/LoginPage').then((module) => module.LoginPage));

/** The custom pages by the path react-admin shows them at (the dashboard at the root). */
export const customPages = {
  '/': dashboardPage,
  [IMPORT_USERS_PATH]: importUsersPage,
  [SYSTEM_CONFIG_PATH]: systemConfigPage,
  [SWITCH_PATH]: switchPage,
  [DISCUSSION_REPORTS_PATH]: discussionReportsPage,
  [PROBLEM_BATCH_PATH]: problemBatchPage,
  [PROBLEM_EXAMINE_PATH]: problemExaminePage,
  [PROBLEM_TRANSFER_PATH]: problemTransferPage,
} as const;
