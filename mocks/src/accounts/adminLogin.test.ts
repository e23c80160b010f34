import type { UserInfoVO } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { messages as httpMessages } from '../http/messages';
import { loginMessages } from './texts';

const messages = { ...httpMessages, ...loginMessages };

installMockServer();

describe('POST /api/admin/login', () => {
  it.each([
    ['root', 'root123', 'root'],
    ['admin', 'admin123', 'admin'],
    ['problemadmin', 'problemadmin123', 'problem_admin'],
  ])('lets %s into the back office', async (username, password, role) => {
    const { response, body } = await call<UserInfoVO>('/api/admin/login', { json: { username, password } });
    expect(response.status).toBe(200);
    expect(body.data.roleList).toEqual([role]);
    expect(response.headers.get('Authorization')).toBeTruthy();
  });

  it('refuses a normal user with HTTP 200 and body status 401, issuing no token', async () => {
    const { response, body } = await call('/api/admin/login', {
      json: { username: 'alice', password: 'alice123' },
    });
    expect(response.status).toBe(200);
    // The server's own words (AdminAccountManager), so clients that match them keep working.
    expect(body).toEqual({ status: 401, msg: '该账号并非管理员账号，无权登录！', data: null });
    expect(response.headers.get('Authorization')).toBeNull();
  });

  it('checks credentials like the portal login', async () => {
    const wrong = await call('/api/admin/login', { json: { username: 'root', password: 'root124' } });
    expect(wrong.response.status).toBe(200);
    expect(wrong.body.status).toBe(400);
    const blank = await call('/api/admin/login', { json: { username: '', password: '' } });
    expect(blank.response.status).toBe(400);
  });

  it('answers HTTP 401 to a stale token (it is not @AnonApi)', async () => {
    const { response, body } = await call('/api/admin/login', {
      token: 'stale-token',
      json: { username: 'root', password: 'root123' },
    });
    expect(response.status).toBe(401);
    expect(body.msg).toBe(messages.tokenExpired);
    expect(response.headers.get('Url-Type')).toBe('admin');
  });
});

describe('GET /api/admin/logout', () => {
  it('logs an admin out and revokes the token', async () => {
    const token = await loginAs('admin', { admin: true });
    const { response, body } = await call('/api/admin/logout', { token });
    expect(response.status).toBe(200);
    expect(body).toEqual({ status: 200, msg: messages.logoutDone, data: null });
    expect((await call('/api/get-user-auth-info', { token })).response.status).toBe(401);
  });

  it('needs an admin role: HTTP 403 for a normal user, HTTP 401 for a visitor', async () => {
    const forbidden = await call('/api/admin/logout', { token: await loginAs('alice') });
    expect(forbidden.response.status).toBe(403);
    expect(forbidden.body).toEqual({ status: 403, msg: messages.noPermission, data: null });
    expect(forbidden.response.headers.get('Url-Type')).toBe('admin');

    expect((await call('/api/admin/logout')).response.status).toBe(401);
  });
});
