import { getAdminJudgeServiceInfo, getAdminServiceInfo } from '@generated/api/admin-config/admin-config';
import { getAdminDashboardInfo, getAdminRecentSession } from '@generated/api/admin-dashboard/admin-dashboard';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';
import { pollOptions } from '@hoj/core/polling/pollOptions';
import { readBackendService } from './backendService';

/** Each panel shows its own error, so the calls skip the global error toast. */
const quiet = (signal: AbortSignal): HojRequestInit => ({ signal, silent: true });

export const dashboardInfoQuery = {
  queryKey: ['admin', 'dashboard', 'info'],
  queryFn: ({ signal }: { signal: AbortSignal }) => getAdminDashboardInfo(quiet(signal)),
};

export const recentSessionQuery = {
  queryKey: ['admin', 'dashboard', 'session'],
  queryFn: ({ signal }: { signal: AbortSignal }) => getAdminRecentSession(quiet(signal)),
};

/**
 * The judge servers and the backend's host are polled every 30 s while the dashboard is shown (hoj-vue's pace),
 * through core's helper: paused in a hidden tab, a growing wait while the server fails.
 */
const dashboardPoll = pollOptions({ intervalMs: 30_000 });

/** Judge load changes by the minute; hoj-vue's dashboard polls it too. */
export const judgeServiceQuery = {
  queryKey: ['admin', 'dashboard', 'judges'],
  queryFn: ({ signal }: { signal: AbortSignal }) => getAdminJudgeServiceInfo(quiet(signal)),
  ...dashboardPoll,
};

/** The backend's host and registry; hoj-vue refreshes it with the judge servers. */
export const backendServiceQuery = {
  queryKey: ['admin', 'dashboard', 'backend'],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    readBackendService(await getAdminServiceInfo(quiet(signal))),
  ...dashboardPoll,
};
