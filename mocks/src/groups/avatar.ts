import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { clock } from '../store/clock';
import { isGroupRoot, isSiteRoot } from '../store/queries/groups';
import { deletePublicFile, storePublicFile } from '../store/schema/files';
import { groups } from '../store/schema/groups';
import { groupMessages } from './texts';
import { toGroup } from './views';

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The extensions the service accepts, and the type the mock serves each under. */
const IMAGE_TYPES: Record<string, string> = {
  JPG: 'image/jpeg',
  JPEG: 'image/jpeg',
  GIF: 'image/gif',
  PNG: 'image/png',
  WEBP: 'image/webp',
};

/**
 * The service's test is `"JPG,JPEG,GIF,PNG,WEBP".contains(suffix)`: any piece of that text passes (a `pg` file
 * too). The mock keeps the test and serves such a file as an octet stream.
 */
const accepted = (suffix: string) => 'JPG,JPEG,GIF,PNG,WEBP'.includes(suffix.toUpperCase());

async function imageOf(request: Request): Promise<{ image: File | null; formGid: string | null }> {
  try {
    const form = await request.formData();
    const image = form.get('image');
    const gid = form.get('gid');
    return { image: image instanceof File ? image : null, formGid: typeof gid === 'string' ? gid : null };
  } catch {
    // Not multipart: Spring binds no file.
    return { image: null, formGid: null };
  }
}

export const avatarHandlers = [
  // For the group's level-5 members and root; the answer is the whole group row, invitation code included.
  operation('uploadGroupAvatar', 'required', async ({ request, query, user }) => {
    const { image, formGid } = await imageOf(request);
    const fromForm = formGid !== null && /^\s*\d+\s*$/.test(formGid) ? Number(formGid) : undefined;
    const gid = query.int('gid') ?? fromForm;
    if (gid === undefined) throw new ApiFailure(400, messages.missingParameter('gid'), 400);
    if (!isSiteRoot(user) && !isGroupRoot(gid, user.uid))
      throw new ApiFailure(403, messages.noPermissionToOperate);
    if (!image) throw new ApiFailure(400, groupMessages.avatarMissing);
    if (image.size > AVATAR_MAX_BYTES) throw new ApiFailure(400, groupMessages.avatarTooLarge);
    const suffix = image.name.slice(image.name.lastIndexOf('.') + 1);
    if (!accepted(suffix)) throw new ApiFailure(400, groupMessages.avatarType);
    const group = groups.get(gid);
    if (!group) throw new ApiFailure(404, groupMessages.avatarGroupMissing);
    const name = `group-${gid}-${clock.nowMs().toString(16)}.${suffix}`;
    const contentType = IMAGE_TYPES[suffix.toUpperCase()] ?? 'application/octet-stream';
    const avatar = storePublicFile(name, { contentType, body: new Uint8Array(await image.arrayBuffer()) });
    // The server marks the former picture for its clean-up job; the mock drops it at once.
    if (group.avatar !== null && group.avatar !== avatar) deletePublicFile(group.avatar);
    groups.update(group, { avatar, gmtModified: clock.now() });
    return { data: toGroup(group, true) };
  }),
];
