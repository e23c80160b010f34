import type { RoleKey } from '@generated/model/index';

/** Permission strings of HOJ's Shiro realm (`x-permissions` in the contract). */
export const PERMISSIONS = [
  'problem_admin',
  'submit',
  'contest_admin',
  'rejudge',
  'announcement_admin',
  'user_admin',
  'system_info_admin',
  'discussion_add',
  'discussion_del',
  'discussion_edit',
  'comment_add',
  'reply_add',
  'group_add',
  'group_del',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const STAFF: readonly Permission[] = [
  'problem_admin',
  'submit',
  'contest_admin',
  'discussion_add',
  'discussion_del',
  'discussion_edit',
  'comment_add',
  'reply_add',
  'group_add',
  'group_del',
];

/**
 * Permissions per role as a stock deployment seeds them (HOJ-Deploy `hoj.sql`). A real database may grant
 * others; the mock backend and the conformance suite assume these.
 */
export const STOCK_PERMISSIONS: Readonly<Record<RoleKey, readonly Permission[]>> = {
  root: PERMISSIONS,
  admin: STAFF,
  problem_admin: STAFF,
  default_user: [
    'submit',
    'discussion_add',
    'discussion_del',
    'discussion_edit',
    'comment_add',
    'reply_add',
    'group_add',
    'group_del',
  ],
  no_subimit_user: ['discussion_add', 'discussion_del', 'discussion_edit', 'comment_add', 'reply_add'],
  no_discuss_user: ['submit', 'discussion_del', 'discussion_edit', 'comment_add', 'reply_add'],
  mute_user: ['submit', 'discussion_del', 'discussion_edit'],
  no_submit_no_discuss_user: ['discussion_del', 'discussion_edit', 'comment_add', 'reply_add'],
  no_submit_mute_user: ['discussion_del', 'discussion_edit'],
};

/** The stock permissions of a set of role keys; unknown keys grant nothing. */
export function stockPermissionsOf(roles: readonly string[]): Set<Permission> {
  return new Set(roles.flatMap((role) => STOCK_PERMISSIONS[role as RoleKey] ?? []));
}
