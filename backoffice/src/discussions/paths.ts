/** The post list is the `discussions` resource's list; the report queue is a page beside it. */
export const DISCUSSIONS_PATH = '/discussions';
export const DISCUSSION_REPORTS_PATH = '/discussions/reports';
