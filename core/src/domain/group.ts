import { GroupAuth, GroupMemberAuth } from '@generated/model/index';
import type { CoreMessageKey } from '../i18n/messages';
import type { ColorCategory } from './colors';

export interface GroupAuthInfo {
  labelKey: CoreMessageKey;
  color: ColorCategory;
}

/**
 * Group visibility as the backend sends it: 1 public; 2 protected, where joining needs an admin's approval;
 * 3 private, where joining needs the invitation code.
 */
export const groupAuthTable: Record<GroupAuth, GroupAuthInfo> = {
  [GroupAuth.PUBLIC]: { labelKey: 'group.auth.public', color: 'success' },
  [GroupAuth.PROTECTED]: { labelKey: 'group.auth.protected', color: 'warning' },
  [GroupAuth.PRIVATE]: { labelKey: 'group.auth.private', color: 'danger' },
};

export interface GroupMemberAuthInfo {
  labelKey: CoreMessageKey;
  color: ColorCategory;
  /** Belongs to the group (an application still open or refused does not). */
  member: boolean;
  /** May manage the group: its admins and its owner. */
  admin: boolean;
}

/** A user's level in a group, lowest first: applying, refused, member, group admin, root (the owner). */
export const groupMemberAuthTable: Record<GroupMemberAuth, GroupMemberAuthInfo> = {
  [GroupMemberAuth.APPLYING]: {
    labelKey: 'group.memberAuth.applying',
    color: 'warning',
    member: false,
    admin: false,
  },
  [GroupMemberAuth.REFUSED]: {
    labelKey: 'group.memberAuth.refused',
    color: 'danger',
    member: false,
    admin: false,
  },
  [GroupMemberAuth.MEMBER]: {
    labelKey: 'group.memberAuth.member',
    color: 'neutral',
    member: true,
    admin: false,
  },
  [GroupMemberAuth.ADMIN]: { labelKey: 'group.memberAuth.admin', color: 'info', member: true, admin: true },
  [GroupMemberAuth.ROOT]: { labelKey: 'group.memberAuth.root', color: 'primary', member: true, admin: true },
};
