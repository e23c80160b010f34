import type { MessageKey } from '@portal/i18n/catalog';
import { avatarFileIssue } from '@portal/shared/ui/avatarFile';
import '@portal/i18n/pages/settings';

export { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from '@portal/shared/ui/avatarFile';

const ISSUE_TEXT = { badType: 'settings.avatar.badType', tooLarge: 'settings.avatar.tooLarge' } as const;

/** Why a chosen file cannot become an avatar, or null when it can (checked before anything is uploaded). */
export function avatarFileProblem(file: Pick<File, 'name' | 'size'>): MessageKey | null {
  const issue = avatarFileIssue(file);
  return issue ? ISSUE_TEXT[issue] : null;
}
