import type { FileIdUrl, HomeCarouselItem } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { ORIGIN, call, loginAs, type Envelope } from '../jest/requests';
import { carouselMessages } from './carousel';

installMockServer();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 5, 6, 7, 8]);

async function upload(token: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`${ORIGIN}/api/file/upload-carouse-img`, {
    method: 'POST',
    headers: { 'Url-Type': 'admin', Authorization: token },
    body: form,
  });
  return { response, body: (await response.json()) as Envelope<FileIdUrl | null> };
}

const list = async () => (await call<HomeCarouselItem[]>('/api/home-carousel')).body.data;

describe('home carousel images', () => {
  it('uploads, lists, serves and deletes an image (root)', async () => {
    const token = await loginAs('root', { admin: true });
    const before = await list();
    const { body } = await upload(token, new File([PNG], 'slide.png', { type: 'image/png' }));
    expect(body.status).toBe(200);
    const added = body.data as FileIdUrl;
    expect(added.url).toMatch(/^\/api\/public\/img\/.+\.png$/);
    expect(await list()).toEqual([...before, added]);

    const image = await fetch(`${ORIGIN}${added.url}`);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const removed = await call(`/api/admin/config/home-carousel?id=${added.id}`, { token, method: 'DELETE' });
    expect(removed.body).toEqual({ status: 200, msg: 'success', data: null });
    expect(await list()).toEqual(before);
    expect((await fetch(`${ORIGIN}${added.url}`)).status).toBe(404);
  });

  it('refuses other file types, and non-root admins', async () => {
    const root = await loginAs('root', { admin: true });
    const text = await upload(root, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(text.body).toEqual({ status: 400, msg: carouselMessages.badType, data: null });
    const admin = await loginAs('admin', { admin: true });
    const refused = await upload(admin, new File([PNG], 'slide.png'));
    expect(refused.response.status).toBe(403);
  });
});
