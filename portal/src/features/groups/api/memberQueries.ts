import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { GroupMemberAuth, type GroupMemberVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { recordsOf } from '@hoj/core/parse/lenient';
import { groupKeys } from './groupKeys';
import { totalOf } from './groupListQuery';

export interface MemberPage {
  records: GroupMemberVO[];
  total: number;
}

/** Applications are answered ten at a time, as hoj-vue lists them. */
export const APPLICATIONS_PER_PAGE = 10;

const quiet = fetchWith({ silent: true });

function memberPageOf(page: { records?: unknown; total?: unknown } | null | undefined): MemberPage {
  return {
    records: recordsOf<GroupMemberVO>(page?.records, 'group members').filter(
      (row) => typeof row.uid === 'string' && typeof row.auth === 'number',
    ),
    total: totalOf(page),
  };
}

/** The group's members (levels 3–5), newest first; for members and the super admin. */
export const memberListQuery = (gid: number, currentPage: number, limit: number) =>
  queryOptions({
    queryKey: groupKeys.memberPage(gid, currentPage, limit),
    queryFn: async ({ signal }) =>
      memberPageOf(
        await unwrap(
          api.GET('/api/group/get-member-list', { params: { query: { gid, currentPage, limit } }, signal }),
        ),
      ),
    placeholderData: keepPreviousData,
  });

/** The applications waiting for an answer, with their reasons; for group admins and the super admin. */
export const applicationListQuery = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: groupKeys.applicationPage(gid, currentPage),
    queryFn: async ({ signal }) =>
      memberPageOf(
        await unwrap(
          api.GET('/api/group/get-apply-list', {
            params: {
              query: { gid, currentPage, limit: APPLICATIONS_PER_PAGE, auth: GroupMemberAuth.APPLYING },
            },
            signal,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });

/**
 * `PUT /api/group/member`: a new level for the row (approving is 3, refusing 2). The server writes the row
 * the body's `id` names, so the row goes back whole, as the lists sent it.
 */
export async function setMemberLevel(row: GroupMemberVO, auth: GroupMemberAuth): Promise<void> {
  await api.PUT('/api/group/member', {
    body: { id: row.id, gid: row.gid, uid: row.uid, auth, reason: row.reason ?? null },
    fetch: quiet,
  });
}

/** `DELETE /api/group/member?uid=&gid=`: removes somebody from the group. */
export async function removeMember(gid: number, uid: string): Promise<void> {
  await api.DELETE('/api/group/member', { params: { query: { gid, uid } }, fetch: quiet });
}
