import type { SwitchConfigDTO, WebConfigDTO, WebsiteConfigMap } from '@generated/msw/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';

installMockServer();

const publicConfig = async () => (await call<WebsiteConfigMap>('/api/get-website-config')).body.data;

describe('website configuration', () => {
  it('saves the sent fields and the public configuration (portal footer) shows them at once', async () => {
    const token = await loginAs('root', { admin: true });
    const before = (await call<WebConfigDTO>('/api/admin/config/get-web-config', { token })).body.data;
    expect(before.name).toBe((await publicConfig()).name);

    const saved = await call('/api/admin/config/set-web-config', {
      token,
      method: 'PUT',
      json: { name: '新的站点名', shortName: '', register: false },
    });
    expect(saved.body).toEqual({ status: 200, msg: 'success', data: null });

    const after = (await call<WebConfigDTO>('/api/admin/config/get-web-config', { token })).body.data;
    expect(after).toMatchObject({ name: '新的站点名', shortName: before.shortName, register: false });
    expect(await publicConfig()).toMatchObject({ name: '新的站点名', register: false });
  });

  it('is root only: HTTP 403 for admin, HTTP 401 for a visitor', async () => {
    const token = await loginAs('admin', { admin: true });
    expect((await call('/api/admin/config/get-web-config', { token })).response.status).toBe(403);
    const put = { method: 'PUT', json: { name: 'x' } };
    expect((await call('/api/admin/config/set-web-config', { token, ...put })).response.status).toBe(403);
    expect((await call('/api/admin/config/get-web-config')).response.status).toBe(401);
    expect((await publicConfig()).name).not.toBe('x');
  });
});

describe('feature switches', () => {
  it('turning the public discussion off shows in the public configuration; unsent fields stay', async () => {
    const token = await loginAs('root', { admin: true });
    const before = (await call<SwitchConfigDTO>('/api/admin/switch/info', { token })).body.data;
    expect(before.openPublicDiscussion).toBe(true);

    await call('/api/admin/switch/update', {
      token,
      method: 'PUT',
      json: { openPublicDiscussion: false, defaultSubmitInterval: 15, cfUsernameList: ['bot'] },
    });
    const after = (await call<SwitchConfigDTO>('/api/admin/switch/info', { token })).body.data;
    expect(after).toMatchObject({
      openPublicDiscussion: false,
      openGroupDiscussion: before.openGroupDiscussion,
      defaultSubmitInterval: 15,
      defaultCreateGroupLimit: before.defaultCreateGroupLimit,
      cfUsernameList: ['bot'],
    });
    expect(await publicConfig()).toMatchObject({ openPublicDiscussion: false, openGroupDiscussion: true });
  });
});
