import type { DiscussionReportVO } from '@generated/model/index';
import { jacksonDate } from '../http/jackson';
import { discussions, type DiscussionReportRow } from '../store/schema/discussions';

/** A row of the admin report list: the report joined with the title, author and group of its discussion. */
export function toDiscussionReportVO(row: DiscussionReportRow): DiscussionReportVO {
  const discussion = discussions.get(row.did);
  return {
    id: row.id,
    did: row.did,
    gid: discussion?.gid ?? null,
    discussionTitle: discussion?.title ?? null,
    discussionAuthor: discussion?.author ?? null,
    reporter: row.reporter,
    content: row.content,
    status: row.status,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}
