import type { SortPayload } from 'react-admin';

/*
 * The order HOJ's admin lists come in. The lists offer no sorting of their own, but react-admin writes a sort
 * into the address once it changes (paging, filters): naming the server's real order there keeps the URL from
 * claiming one the rows do not follow (react-admin's default is id ascending).
 */

/** Newest first: the problem list is ordered by id, descending. */
export const PROBLEM_ORDER: SortPayload = { field: 'id', order: 'DESC' };
/** Contests by start time, latest first. */
export const CONTEST_ORDER: SortPayload = { field: 'startTime', order: 'DESC' };
/** Trainings by their rank, ascending. */
export const TRAINING_ORDER: SortPayload = { field: 'rank', order: 'ASC' };
/** Accounts newest first (HOJ: `order by u.gmt_create desc, u.uuid desc`). */
export const USER_ORDER: SortPayload = { field: 'gmtCreate', order: 'DESC' };
/** Announcements and notices newest first (`order by a.gmt_create desc`). */
export const POST_ORDER: SortPayload = { field: 'gmtCreate', order: 'DESC' };
/** Discussions pinned first, then newest (`top_priority desc, gmt_create desc`, then likes and views). */
export const DISCUSSION_ORDER: SortPayload = { field: 'topPriority', order: 'DESC' };
/** Reports unhandled first (`order by dr.status asc`). */
export const REPORT_ORDER: SortPayload = { field: 'status', order: 'ASC' };
