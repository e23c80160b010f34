import { imageMimeType, imageTypeOf } from '@hoj/core/parse/imageType';
import { memberAuth } from '../store/schema/groups';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { clock } from '../store/clock';
import type { UserRow } from '../store/schema/accounts';
import { deletePublicFile, storePublicFile } from '../store/schema/files';
import { markdownImages as images, markdownImageIds as ids } from '../store/schema/files';

/** What the backend's markdown image upload accepts (by extension) and its size limit. */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  webp: 'image/webp',
};
export const MD_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
const GROUP_ADMIN = 4;
const STAFF: readonly string[] = ['root', 'admin', 'problem_admin'];

export const markdownImageMessages = {
  noFile: '上传的图片文件不能为空！',
  badType: '文件格式错误，只支持上传jpg、jpeg、gif、png、webp格式的图片！',
  tooLarge: '上传的图片文件大小不能大于4M！',
  noPermission: '对不起，您无权限进行此操作！',
  missing: '该文件不存在！',
};

export function resetMarkdownImages(): void {
  images.clear();
  ids.next = 1;
}

const mayUpload = (user: UserRow, gid: number | null) =>
  STAFF.includes(user.role) || (gid !== null && memberAuth(gid, user.uid) >= GROUP_ADMIN);

export const markdownImageHandlers = [
  // Statement and post images: stored under `/api/public/img/`, where the static-file handler serves them.
  operation('uploadMDImg', 'required', async ({ request, user, query }) => {
    let form: FormData | null = null;
    try {
      form = await request.formData();
    } catch {
      // Not multipart: reported as the missing file below.
    }
    const formGid = Number(form?.get('gid'));
    const gid = query.int('gid') ?? (Number.isInteger(formGid) && formGid > 0 ? formGid : null);
    if (!mayUpload(user, gid)) throw new ApiFailure(403, markdownImageMessages.noPermission);
    const image = form?.get('image');
    if (!(image instanceof File)) throw new ApiFailure(400, markdownImageMessages.noFile);
    const extension = image.name.split('.').pop()?.toLowerCase() ?? '';
    if (!IMAGE_TYPES[extension]) throw new ApiFailure(400, markdownImageMessages.badType);
    if (image.size > MD_IMAGE_MAX_BYTES) throw new ApiFailure(400, markdownImageMessages.tooLarge);
    const bytes = new Uint8Array(await image.arrayBuffer());
    // HOJ looks at the name only and would store a renamed text file as a broken picture; the mock, like the
    // back office before the upload, also reads the bytes, refuses with the same words, and serves the type they say.
    const type = imageTypeOf(bytes);
    const contentType = type ? imageMimeType(type) : undefined;
    if (!contentType || !Object.values(IMAGE_TYPES).includes(contentType))
      throw new ApiFailure(400, markdownImageMessages.badType);
    const id = ids.next;
    ids.next += 1;
    const name = `md${id}-${clock.nowMs().toString(16)}.${extension}`;
    const link = storePublicFile(name, { contentType, body: bytes });
    images.set(id, { id, link, uid: user.uid, gid });
    return { data: { link, fileId: id } };
  }),

  // The uploader, root, problem admins or the group's admins may take an image back.
  operation('deleteMDImg', 'required', ({ query, user }) => {
    const image = images.get(query.requiredInt('fileId'));
    if (!image) throw new ApiFailure(400, markdownImageMessages.missing);
    const allowed =
      image.uid === user.uid ||
      user.role === 'root' ||
      user.role === 'problem_admin' ||
      (image.gid !== null && memberAuth(image.gid, user.uid) >= GROUP_ADMIN);
    if (!allowed) throw new ApiFailure(403, markdownImageMessages.noPermission);
    deletePublicFile(image.link);
    images.delete(image.id);
    return { data: null };
  }),
];
