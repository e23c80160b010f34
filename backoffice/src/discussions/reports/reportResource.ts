import type { UpdateParams } from 'react-admin';
import {
  getAdminDiscussionReport,
  updateAdminDiscussionReport,
} from '@generated/api/admin-discussion/admin-discussion';
import type { DiscussionReportVO } from '@generated/model/index';
import type { ResourceOperations } from '@backoffice/providers/resourceOperations';
import { clampPageSize } from '@backoffice/common/pageSizes';

export type ReportRecord = DiscussionReportVO;

const isResolved = (report: ReportRecord): boolean => report.status === true;

/**
 * Unresolved reports before resolved ones, otherwise in the server's order (newest first). The queue is read a
 * page at a time, so this only orders what one page holds; the server already sorts the open ones first.
 */
export function unresolvedFirst(reports: readonly ReportRecord[]): ReportRecord[] {
  return [...reports].sort((a, b) => Number(isResolved(a)) - Number(isResolved(b)));
}

/**
 * The `discussionReports` resource over `/api/admin/discussion-report`: the queue, a page at a time, and marking a
 * report handled (`{id, status}`, as the backend writes every field it is sent). Reports are written on the
 * portal and go when their post is deleted, so there is no create or delete.
 */
export const reportResource: ResourceOperations = {
  async getList({ pagination, signal }) {
    const page = await getAdminDiscussionReport(
      { currentPage: pagination?.page, limit: clampPageSize(pagination?.perPage) },
      { signal },
    );
    return { data: unresolvedFirst(page.records ?? []), total: page.total };
  },

  async update({ id, data, previousData }: UpdateParams<ReportRecord>) {
    const status = data.status === true;
    await updateAdminDiscussionReport({ id: Number(id), status });
    return { data: { ...previousData, id: Number(id), status } };
  },
};
