import type { Group, GroupVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith, hojFetch, readResponseBody } from '@hoj/core/http/hojFetch';
import { recordsOf } from '@hoj/core/parse/lenient';

/** Forms show the server's reason beside what was typed: no toast on top of it. */
const quiet = fetchWith({ silent: true });

/** `POST /api/group`: the user becomes the owner. The server answers without the new group's id. */
export async function createGroup(body: Group): Promise<void> {
  await api.POST('/api/group', { body, fetch: quiet });
}

/** `PUT /api/group`: every field sent changes. */
export async function updateGroup(body: Group): Promise<void> {
  await api.PUT('/api/group', { body, fetch: quiet });
}

/** `DELETE /api/group?gid=`: the owner (or the super admin) disbands the group. */
export async function disbandGroup(gid: number): Promise<void> {
  await api.DELETE('/api/group', { params: { query: { gid } }, fetch: quiet });
}

/**
 * `POST /api/group/member`: a public group is joined at once, the others get an application. The values
 * travel in the query, as the server reads them; the code only for a private group, the reason only when
 * given.
 */
export async function joinGroup(gid: number, code: string, reason: string): Promise<void> {
  await api.POST('/api/group/member', {
    params: { query: { gid, ...(code ? { code } : {}), ...(reason ? { reason } : {}) } },
    fetch: quiet,
  });
}

/** `DELETE /api/group/member/exit?gid=`: a member leaves (the owner cannot: they disband). */
export async function exitGroup(gid: number): Promise<void> {
  await api.DELETE('/api/group/member/exit', { params: { query: { gid } }, fetch: quiet });
}

/**
 * `POST /api/file/upload-group-avatar`: the multipart part `image`, the group in the query; answers the
 * group.
 */
export async function uploadGroupAvatar(gid: number, image: Blob): Promise<Group> {
  const form = new FormData();
  form.append('image', image, 'avatar.png');
  const response = await hojFetch(`/api/file/upload-group-avatar?gid=${gid}`, {
    method: 'POST',
    body: form,
    silent: true,
  });
  const envelope = (await readResponseBody(response)) as { data: Group };
  return envelope.data;
}

/**
 * The id of a group the user has just created, found by its name among their own groups (names are unique),
 * since creating answers without it. Null when it cannot be found.
 */
export async function findOwnGroupId(name: string): Promise<number | null> {
  const page = await unwrap(
    api.GET('/api/get-group-list', {
      params: { query: { currentPage: 1, limit: 30, keyword: name, onlyMine: true } },
      fetch: quiet,
    }),
  );
  const wanted = name.toLowerCase();
  const match = recordsOf<GroupVO>(page?.records, 'group list').find(
    (group) => typeof group.id === 'number' && group.name?.toLowerCase() === wanted,
  );
  return match ? match.id : null;
}
