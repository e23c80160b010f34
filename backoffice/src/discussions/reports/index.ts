import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { lazyOperations } from '@backoffice/providers/lazyOperations';
import { lazyPage } from '@backoffice/common/lazyPage';
import type { ReportRecord } from './reportResource';

export { DISCUSSION_REPORTS_PATH } from '../paths';

/**
 * The report queue's data (no screens of its own as a resource: the queue is the custom page below, beside the
 * post list). Registered as `discussionReports`, whose access follows the discussions'.
 */
const discussionReports = {
  recordRepresentation: (record: ReportRecord) => `#${record.id}`,
  operations: lazyOperations(
    () => import('./reportResource').then((module) => module.reportResource),
    ['getList', 'update'],
  ),
} satisfies ResourceDefinition;

export default discussionReports;

/** The report queue page, split off the entry chunk. */
export const discussionReportsPage = lazyPage(() =>
  import('./ReportQueuePage').then((module) => module.ReportQueuePage),
);
