import type { GetAdminSysNoticeType } from '@generated/model/index';

/**
 * A notice's recipients: everyone, one user, or the admins. Kept apart from the notice operations so the list's
 * filter and the form take these choices without pulling in the calls.
 */
export const NOTICE_TYPES: readonly GetAdminSysNoticeType[] = ['All', 'Single', 'Admin'];

/** The recipient kinds as choices, labelled `resources.notices.type.<type>`. */
export const noticeTypeChoices = NOTICE_TYPES.map((type) => ({
  id: type,
  name: `resources.notices.type.${type}`,
}));
