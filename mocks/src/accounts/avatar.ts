import type { AvatarUploadResult } from '@generated/model/index';
import { storePublicFile } from '../store/schema/files';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { clock } from '../store/clock';
import type { UserRow } from '../store/schema/accounts';
import { profileFields } from './views';
import { avatarUploads as uploads } from '../store/schema/accountState';

/** What the backend's ImageController accepts for avatars (by file-name extension) and its size limit. */
const AVATAR_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  webp: 'image/webp',
};
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const avatarMessages = {
  noFile: '上传的头像图片文件不能为空！',
  badType: '文件格式错误，头像只支持上传jpg、jpeg、gif、png、webp格式的图片！',
  tooLarge: '上传的头像图片文件大小不能大于2M！',
  uploaded: '设置新头像成功！',
};

function toAvatarUploadResult(user: UserRow, avatar: string): AvatarUploadResult {
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    avatar,
    ...profileFields(user),
  };
}

export const avatarHandlers = [
  // Stores the image under `/api/public/img/`, where the static-file handler serves it, and makes it the avatar.
  operation('uploadAvatar', 'required', async ({ request, user }) => {
    let image: FormDataEntryValue | null = null;
    try {
      image = (await request.formData()).get('image');
    } catch {
      // Not multipart: Spring reports the missing part below.
    }
    if (!(image instanceof File)) throw new ApiFailure(400, avatarMessages.noFile);
    const extension = image.name.split('.').pop()?.toLowerCase() ?? '';
    const contentType = AVATAR_TYPES[extension];
    if (!contentType) throw new ApiFailure(400, avatarMessages.badType);
    if (image.size > AVATAR_MAX_BYTES) throw new ApiFailure(400, avatarMessages.tooLarge);
    uploads.count += 1;
    const name = `${user.uid.slice(0, 12)}${clock.nowMs().toString(16)}${uploads.count}.${extension}`;
    user.avatar = storePublicFile(name, { contentType, body: new Uint8Array(await image.arrayBuffer()) });
    user.gmtModified = clock.now();
    return { data: toAvatarUploadResult(user, user.avatar), msg: avatarMessages.uploaded };
  }),
];
