/**
 * Where the portal shows a post. The back office is served under `/admin` on the portal's own origin (they share
 * the login), so the portal's address is a path from the site root: a group's posts live under their group.
 */
export function portalPostPath(post: { id: number; gid?: number | null }): string {
  const id = encodeURIComponent(String(post.id));
  return typeof post.gid === 'number'
    ? `/group/${post.gid}/discussion-detail/${id}`
    : `/discussion-detail/${id}`;
}
