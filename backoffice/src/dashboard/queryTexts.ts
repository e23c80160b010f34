import type { QueryStateTexts } from '@backoffice/common/QueryState';

/** What the dashboard's panels say while their query loads or after it failed. */
export const DASHBOARD_QUERY_TEXTS: QueryStateTexts = {
  loading: 'hoj.dashboardInfo.loading',
  retry: 'hoj.dashboardInfo.retry',
  loadFailed: 'hoj.dashboardInfo.loadFailed',
};
