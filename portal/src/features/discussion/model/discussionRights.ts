import { isAdminRole } from '@hoj/core/domain/roles';

/**
 * Posts by root and admins may use richer HTML (the trusted renderer; the sanitiser still removes anything
 * active); everybody else's go through the user renderer. The role is the one the post recorded when written.
 */
export function isTrustedPoster(role: string | null | undefined): boolean {
  return role === 'root' || role === 'admin';
}

/** The role a post by someone with these roles records, as the backend stores it (problem admins as admin). */
export function posterRoleOf(roles: readonly string[]): 'root' | 'admin' | 'user' {
  if (roles.includes('root')) return 'root';
  return isAdminRole(roles) ? 'admin' : 'user';
}

/** Who is looking: their account and site roles, and their level in the post's group (0 outside groups). */
export interface Reader {
  uid: string | null;
  roles: readonly string[];
  /** 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root */
  groupAuth: number;
}

/** What the reader may do with a post. */
export interface PostRights {
  /** Open the edit dialog */
  edit: boolean;
  /** Delete (after confirming) */
  delete: boolean;
  /** Pin and ban: the site's admins */
  moderate: boolean;
  /** Edits and deletes go through the admin calls: the public ones refuse admins who did not write the post */
  asSiteAdmin: boolean;
}

const GROUP_ADMIN = 4;

/**
 * The author edits and deletes their own post; the site's admins (root, admin, problem admin) edit, delete, pin
 * and ban any post through the admin calls; in a group, the group's admins and root may also edit and delete.
 */
export function postRights(post: { uid?: string | null; gid?: number | null }, reader: Reader): PostRights {
  if (reader.uid === null) return { edit: false, delete: false, moderate: false, asSiteAdmin: false };
  const author = post.uid === reader.uid;
  const siteAdmin = isAdminRole(reader.roles);
  const groupAdmin = post.gid != null && reader.groupAuth >= GROUP_ADMIN;
  const own = author || groupAdmin;
  return {
    edit: own || siteAdmin,
    delete: own || siteAdmin,
    moderate: siteAdmin,
    asSiteAdmin: !own && siteAdmin,
  };
}
