import type { DiscussionPlace } from '@hoj/core/editor/discussionPost';

/**
 * Which board a list or post belongs to: the public one or a group's (`gid`), all posts or those about one
 * problem (`pid`). The same pages serve `/discussion…` and `/group/:groupID/discussion…`.
 */
export type DiscussionScope = DiscussionPlace;

/** A positive integer id from the path, else null (the page then shows "not found" without asking). */
export function routeId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

/** The scope of a route's params: `groupID` (absent outside groups) and `problemID`. */
export function scopeOf(params: { groupID?: string; problemID?: string }): DiscussionScope | null {
  const gid = params.groupID === undefined ? null : routeId(params.groupID);
  if (params.groupID !== undefined && gid === null) return null;
  const pid = params.problemID?.trim() ? params.problemID.trim() : null;
  return { gid, pid };
}

const groupBase = (gid: number | null) => (gid === null ? '' : `/group/${gid}`);

/** The list of a scope: `/discussion`, `/discussion/P1001`, `/group/4/discussion/P1001`. */
export function discussionListPath(scope: DiscussionScope): string {
  const problem = scope.pid === null ? '' : `/${encodeURIComponent(scope.pid)}`;
  return `${groupBase(scope.gid)}/discussion${problem}`;
}

export function discussionDetailPath(gid: number | null, did: number): string {
  return `${groupBase(gid)}/discussion-detail/${did}`;
}

/** The problem a post is about, in the bank or in the group. */
export function problemPath(gid: number | null, pid: string): string {
  return `${groupBase(gid)}/problem/${encodeURIComponent(pid)}`;
}
