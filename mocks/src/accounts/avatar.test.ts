import type { AvatarUploadResult } from '@generated/model/index';
import { userByUsername } from '../store/schema/accounts';
import { installMockServer } from '../jest/installMockServer';
import { ORIGIN, loginAs, type Envelope } from '../jest/requests';
import { AVATAR_MAX_BYTES, avatarMessages } from './avatar';

installMockServer();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function upload(token: string | null, file: File) {
  const form = new FormData();
  form.append('image', file);
  const headers: Record<string, string> = { 'Url-Type': 'general' };
  if (token) headers.Authorization = token;
  const response = await fetch(`${ORIGIN}/api/file/upload-avatar`, { method: 'POST', headers, body: form });
  return { response, body: (await response.json()) as Envelope<AvatarUploadResult | null> };
}

describe('uploading an avatar', () => {
  it('stores the image, serves it under /api/public/img/ and makes it the avatar', async () => {
    const token = await loginAs('alice');
    const { body } = await upload(token, new File([PNG], 'avatar.png', { type: 'image/png' }));
    expect(body.status).toBe(200);
    const avatar = body.data?.avatar ?? '';
    expect(avatar).toMatch(/^\/api\/public\/img\/.+\.png$/);
    expect(body.data).toMatchObject({ username: 'alice', roleList: ['default_user'] });
    expect(userByUsername('alice')?.avatar).toBe(avatar);

    const image = await fetch(`${ORIGIN}${avatar}`);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('refuses other file types and files over 2 MB, and needs a login', async () => {
    const token = await loginAs('alice');
    const text = await upload(token, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(text.body).toEqual({ status: 400, msg: avatarMessages.badType, data: null });
    const big = await upload(token, new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png'));
    expect(big.body).toEqual({ status: 400, msg: avatarMessages.tooLarge, data: null });
    const anonymous = await upload(null, new File([PNG], 'avatar.png'));
    expect(anonymous.response.status).toBe(401);
  });
});
