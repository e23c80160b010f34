/** An avatar (a user's or a group's) is a gif, jpg, jpeg, png, bmp or webp picture. */
export const AVATAR_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
/** An avatar file is at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a file cannot become an avatar: not one of the picture types, or over 2 MB. */
export type AvatarFileIssue = 'badType' | 'tooLarge';

/** Checked before anything is uploaded; null when the file can be cropped and sent. */
export function avatarFileIssue(file: Pick<File, 'name' | 'size'>): AvatarFileIssue | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension) || !file.name.includes('.'))
    return 'badType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}
