import type { MdImgUploadResult } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { ORIGIN, call, loginAs, type Envelope } from '../jest/requests';
import { markdownImageMessages } from './markdownImages';

installMockServer();

const UPLOAD = '/api/file/upload-md-img';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function imageForm(name = 'figure.png', bytes: Uint8Array<ArrayBuffer> = PNG) {
  const form = new FormData();
  form.set('image', new File([bytes], name));
  return form;
}

async function upload(token: string, form = imageForm()) {
  const headers = { 'Url-Type': 'general', Authorization: token };
  const response = await fetch(`${ORIGIN}${UPLOAD}`, { method: 'POST', headers, body: form });
  return { body: (await response.json()) as Envelope<MdImgUploadResult> };
}

describe('markdown images', () => {
  it('stores a staff upload where the public image path serves it, and deletes it again', async () => {
    const token = await loginAs('problemadmin');
    const { body } = await upload(token);
    expect(body.status).toBe(200);
    expect(body.data.link).toMatch(/^\/api\/public\/img\/md\d+-[0-9a-f]+\.png$/);
    const served = await fetch(`${ORIGIN}${body.data.link}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');

    const removed = await call(`/api/file/delete-md-img?fileId=${body.data.fileId}`, { token });
    expect(removed.body.status).toBe(200);
    expect((await fetch(`${ORIGIN}${body.data.link}`)).status).toBe(404);
  });

  it('refuses other file types, users without a staff or group-admin role, and deletes by others', async () => {
    const staff = await loginAs('admin');
    expect((await upload(staff, imageForm('notes.pdf'))).body).toMatchObject({
      status: 400,
      msg: markdownImageMessages.badType,
    });
    expect((await upload(await loginAs('alice'))).body).toMatchObject({
      status: 403,
      msg: markdownImageMessages.noPermission,
    });
    // Judged by the bytes too: a text file named fake.png is not stored as a broken picture.
    const fake = imageForm('fake.png', new TextEncoder().encode('just some notes'));
    expect((await upload(staff, fake)).body).toMatchObject({
      status: 400,
      msg: markdownImageMessages.badType,
    });
    const { body } = await upload(staff);
    const other = await call(`/api/file/delete-md-img?fileId=${body.data.fileId}`, {
      token: await loginAs('bob'),
    });
    expect(other.body).toMatchObject({ status: 403 });
  });
});
