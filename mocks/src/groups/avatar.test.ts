import type { Group } from '@generated/model/index';
import { messages } from '../http/messages';
import { installMockServer } from '../jest/installMockServer';
import { ORIGIN, loginAs, type Envelope } from '../jest/requests';
import { groups } from '../store/schema/groups';
import { groupMessages } from './texts';

installMockServer();

const TEAM = 1;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** As hoj-vue sends it: the image and the group id as multipart fields. */
async function upload(username: string, file: File, gid = TEAM) {
  const form = new FormData();
  form.append('image', file);
  form.append('gid', String(gid));
  const headers = { 'Url-Type': 'general', Authorization: await loginAs(username) };
  const response = await fetch(`${ORIGIN}/api/file/upload-group-avatar`, {
    method: 'POST',
    headers,
    body: form,
  });
  return (await response.json()) as Envelope<Group | null>;
}

describe('uploading a group avatar', () => {
  it('stores the image for the group root and answers the whole group, its code included', async () => {
    const body = await upload('admin', new File([PNG], 'team.png'));
    expect(body.status).toBe(200);
    const avatar = body.data?.avatar ?? '';
    expect(avatar).toMatch(/^\/api\/public\/img\/.+\.png$/);
    expect(body.data).toMatchObject({ id: TEAM, code: 'ICPC25' });
    expect(groups.get(TEAM)?.avatar).toBe(avatar);
    const image = await fetch(`${ORIGIN}${avatar}`);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('refuses members below level 5, other file types and files over 2 MB', async () => {
    expect(await upload('alice', new File([PNG], 'team.png'))).toEqual({
      status: 403,
      msg: messages.noPermissionToOperate,
      data: null,
    });
    expect((await upload('admin', new File(['hello'], 'notes.txt'))).msg).toBe(groupMessages.avatarType);
    expect((await upload('admin', new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png'))).msg).toBe(
      groupMessages.avatarTooLarge,
    );
    expect(groups.get(TEAM)?.avatar).toBeNull();
  });
});
