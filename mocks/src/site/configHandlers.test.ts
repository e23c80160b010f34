import type {
  DBAndRedisConfigDTO,
  EmailConfigDTO,
  SwitchConfigDTO,
  WebConfigDTO,
  WebsiteConfigMap,
} from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { resetDb } from '../registry';
import { sentTestMails, testEmailMessages } from './serverHandlers';

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

describe('mail server settings', () => {
  it('saves the sent fields, keeps the unsent ones, and a test mail then goes through the saved host', async () => {
    const token = await loginAs('root', { admin: true });
    const before = (await call<EmailConfigDTO>('/api/admin/config/get-email-config', { token })).body.data;
    expect(before.emailHost).toBeNull();

    const noServer = await call('/api/admin/config/test-email', { token, json: { email: 'me@example.com' } });
    // No mail server: HOJ's sender fails unchecked, so the global handler answers HTTP 500.
    expect(noServer.response.status).toBe(500);
    expect(noServer.body).toEqual({ status: 500, msg: 'Server Error!', data: null });

    const put = {
      emailHost: 'smtp.example.com',
      emailUsername: 'judge@example.com',
      emailPassword: 'secret',
      emailPort: 587,
      emailSsl: false,
      emailBGImg: '',
    };
    await call('/api/admin/config/set-email-config', { token, method: 'PUT', json: put });
    const after = (await call<EmailConfigDTO>('/api/admin/config/get-email-config', { token })).body.data;
    expect(after).toEqual({ ...put, emailBGImg: before.emailBGImg });

    const sent = await call('/api/admin/config/test-email', { token, json: { email: 'me@example.com' } });
    expect(sent.body).toEqual({ status: 200, msg: 'success', data: null });
    expect(sentTestMails()).toEqual([
      expect.objectContaining({ to: 'me@example.com', host: 'smtp.example.com' }),
    ]);
  });

  it('refuses a test mail to a malformed or missing address', async () => {
    const token = await loginAs('root', { admin: true });
    const bad = await call('/api/admin/config/test-email', { token, json: { email: 'not-an-address' } });
    expect(bad.body).toMatchObject({ status: 400, msg: testEmailMessages.invalid });
    const blank = await call('/api/admin/config/test-email', { token, json: {} });
    expect(blank.body).toMatchObject({ status: 400, msg: testEmailMessages.blank });
    // ConfigManager.testEmail does not trim: a padded address is malformed, spaces alone are not blank.
    const padded = await call('/api/admin/config/test-email', { token, json: { email: ' me@example.com ' } });
    expect(padded.body).toMatchObject({ status: 400, msg: '测试的邮箱格式不正确！' });
    const spaces = await call('/api/admin/config/test-email', { token, json: { email: '   ' } });
    expect(spaces.body).toMatchObject({ status: 400, msg: '测试的邮箱格式不正确！' });
    expect(sentTestMails()).toEqual([]);
  });

  it('is root only', async () => {
    const token = await loginAs('admin', { admin: true });
    expect((await call('/api/admin/config/get-email-config', { token })).response.status).toBe(403);
    const test = await call('/api/admin/config/test-email', { token, json: { email: 'me@example.com' } });
    expect(test.response.status).toBe(403);
    expect((await call('/api/admin/config/get-db-and-redis-config')).response.status).toBe(401);
  });
});

describe('database and Redis settings', () => {
  it('saves ports and hosts; empty fields keep the stored value; a reset restores the seed', async () => {
    const token = await loginAs('root', { admin: true });
    const url = '/api/admin/config/get-db-and-redis-config';
    const before = (await call<DBAndRedisConfigDTO>(url, { token })).body.data;
    await call('/api/admin/config/set-db-and-redis-config', {
      token,
      method: 'PUT',
      json: { dbHost: 'db.internal', dbPort: 3307, redisPassword: '', redisPort: null },
    });
    const after = (await call<DBAndRedisConfigDTO>(url, { token })).body.data;
    expect(after).toEqual({ ...before, dbHost: 'db.internal', dbPort: 3307 });

    resetDb();
    const rootAgain = await loginAs('root', { admin: true });
    expect((await call<DBAndRedisConfigDTO>(url, { token: rootAgain })).body.data).toEqual(before);
  });

  it('refuses a number beyond 32 bits with HTTP 400 and saves nothing of that request', async () => {
    const token = await loginAs('root', { admin: true });
    const before = (await call<SwitchConfigDTO>('/api/admin/switch/info', { token })).body.data;
    const tooBig = await call('/api/admin/switch/update', {
      token,
      method: 'PUT',
      json: { openPublicDiscussion: false, defaultSubmitInterval: 2_147_483_648 },
    });
    expect(tooBig.response.status).toBe(400);
    expect(tooBig.body.status).toBe(400);
    const after = await call<SwitchConfigDTO>('/api/admin/switch/info', { token });
    // The settings still load, unchanged.
    expect(after.body).toMatchObject({ status: 200, data: before });

    const largest = await call('/api/admin/switch/update', {
      token,
      method: 'PUT',
      json: { defaultSubmitInterval: 2_147_483_647 },
    });
    expect(largest.body.status).toBe(200);
    const saved = (await call<SwitchConfigDTO>('/api/admin/switch/info', { token })).body.data;
    expect(saved.defaultSubmitInterval).toBe(2_147_483_647);
  });
});
