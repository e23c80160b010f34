import type { MessageKey } from '@portal/i18n/catalog';

/** An avatar is a gif, jpg, jpeg, png, bmp or webp picture. */
export const AVATAR_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
/** An avatar file is at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a chosen file cannot become an avatar, or null when it can (checked before anything is uploaded). */
export function avatarFileProblem(file: Pick<File, 'name' | 'size'>): MessageKey | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension) || !file.name.includes('.'))
    return 'settings.avatar.badType';
  if (file.size > AVATAR_MAX_BYTES) return 'settings.avatar.tooLarge';
  return null;
}
