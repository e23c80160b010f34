import type { UserAuthInfoVO, UserInfoVO } from '@generated/model/index';
import { clock } from '../store/clock';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { messages as httpMessages } from '../http/messages';
import { REFRESH_AFTER_MS, TOKEN_LIFETIME_MS, expireRefreshWindow } from '../store/schema/sessions';
import { users } from '../store/schema/accounts';
import { loginMessages } from './texts';

const messages = { ...httpMessages, ...loginMessages };

installMockServer();

describe('POST /api/login', () => {
  it('answers the user and puts the token in the Authorization header', async () => {
    const { response, body } = await call<UserInfoVO>('/api/login', {
      json: { username: 'alice', password: 'alice123' },
    });
    expect(response.status).toBe(200);
    expect(body.status).toBe(200);
    expect(body.data.username).toBe('alice');
    expect(body.data.uid).toMatch(/^[0-9a-f]{32}$/);
    expect(body.data.roleList).toEqual(['default_user']);
    expect(response.headers.get('Authorization')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe(
      'Refresh-Token,Authorization,Url-Type',
    );
    expect(JSON.stringify(body)).not.toContain(response.headers.get('Authorization'));
  });

  it('refuses a wrong password or an unknown user with HTTP 200 and body status 400', async () => {
    for (const json of [
      { username: 'alice', password: 'alice124' },
      { username: 'nobody', password: 'whatever1' },
    ]) {
      const { response, body } = await call('/api/login', { json });
      expect(response.status).toBe(200);
      expect(body).toEqual({ status: 400, msg: messages.badCredentials, data: null });
      expect(response.headers.get('Authorization')).toBeNull();
    }
  });

  it('answers HTTP 400 for blank fields or an unreadable body', async () => {
    const blankUser = await call('/api/login', { json: { username: '  ', password: 'alice123' } });
    expect(blankUser.response.status).toBe(400);
    expect(blankUser.body).toEqual({ status: 400, msg: messages.usernameBlank, data: null });

    const blankPassword = await call('/api/login', { json: { username: 'alice' } });
    expect(blankPassword.response.status).toBe(400);
    expect(blankPassword.body.msg).toBe(messages.passwordBlank);

    const response = await fetch('http://localhost/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, msg: messages.badJson, data: null });
  });

  it('refuses a banned user', async () => {
    const banned = users.find((u) => u.status === 1);
    if (!banned) throw new Error('the seed has a banned user');
    const { body } = await call('/api/login', {
      json: { username: banned.username, password: banned.password },
    });
    expect(body).toEqual({ status: 403, msg: messages.banned, data: null });
  });

  it('locks a username for 30 minutes after 20 failures', async () => {
    for (let i = 0; i < 20; i += 1)
      await call('/api/login', { json: { username: 'bob', password: 'wrong-pass' } });
    const locked = await call('/api/login', { json: { username: 'bob', password: 'bob123' } });
    expect(locked.body).toEqual({ status: 400, msg: messages.loginLocked, data: null });

    clock.advance(30 * 60 * 1000 + 1);
    const again = await call('/api/login', { json: { username: 'bob', password: 'bob123' } });
    expect(again.body.status).toBe(200);
  });

  it('never locks a username no account has: HOJ counts wrong passwords of existing accounts only', async () => {
    for (let i = 0; i < 21; i += 1)
      await call('/api/login', { json: { username: 'ghost01', password: 'wrong-pass' } });
    const after = await call('/api/login', { json: { username: 'ghost01', password: 'wrong-pass' } });
    expect(after.body).toEqual({ status: 400, msg: messages.badCredentials, data: null });
  });

  it('ignores a stale token (it is @AnonApi)', async () => {
    const { body } = await call('/api/login', {
      token: 'not-a-token',
      json: { username: 'alice', password: 'alice123' },
    });
    expect(body.status).toBe(200);
  });
});

describe('GET /api/get-user-auth-info', () => {
  it('needs a token: HTTP 401 without one, the roles and permissions with one', async () => {
    const anonymous = await call('/api/get-user-auth-info');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.body).toEqual({ status: 401, msg: messages.loginRequired, data: null });
    expect(anonymous.response.headers.get('Url-Type')).toBe('general');

    const token = await loginAs('alice');
    const { response, body } = await call<UserAuthInfoVO>('/api/get-user-auth-info', { token });
    expect(response.status).toBe(200);
    expect(body.data.roles).toEqual(['default_user']);
    expect(body.data.permissions).toEqual(expect.arrayContaining(['submit', 'comment_add']));
    expect(body.data.permissions).not.toContain('user_admin');
  });

  it('gives root every permission', async () => {
    const { body } = await call<UserAuthInfoVO>('/api/get-user-auth-info', { token: await loginAs('root') });
    expect(body.data.roles).toEqual(['root']);
    expect(body.data.permissions).toHaveLength(14);
  });
});

describe('stale tokens', () => {
  it('are ignored by @AnonApi calls but answered HTTP 401 on login-required ones, echoing Url-Type', async () => {
    const token = await loginAs('alice');
    await call('/api/logout', { token });

    const home = await call('/api/get-website-config', { token });
    expect(home.response.status).toBe(200);
    expect(home.body.status).toBe(200);

    const authInfo = await call('/api/get-user-auth-info', { token, urlType: 'general' });
    expect(authInfo.response.status).toBe(401);
    expect(authInfo.body).toEqual({ status: 401, msg: messages.tokenExpired, data: null });
    expect(authInfo.response.headers.get('Url-Type')).toBe('general');
    expect(authInfo.response.headers.get('Access-Control-Expose-Headers')).toContain('Url-Type');
  });

  it('expire after 24 hours', async () => {
    const token = await loginAs('alice');
    clock.advance(TOKEN_LIFETIME_MS);
    const { response } = await call('/api/get-user-auth-info', { token });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/logout', () => {
  it('revokes every token of the caller, and only theirs', async () => {
    const first = await loginAs('alice');
    const second = await loginAs('alice');
    const bob = await loginAs('bob');

    const { response, body } = await call('/api/logout', { token: first });
    expect(response.status).toBe(200);
    expect(body).toEqual({ status: 200, msg: messages.logoutDone, data: null });

    expect((await call('/api/get-user-auth-info', { token: first })).response.status).toBe(401);
    expect((await call('/api/get-user-auth-info', { token: second })).response.status).toBe(401);
    expect((await call('/api/get-user-auth-info', { token: bob })).response.status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await call('/api/logout')).response.status).toBe(401);
  });
});

describe('token renewal', () => {
  it('hands out a new token with Refresh-Token once the refresh window has passed', async () => {
    const token = await loginAs('alice');
    expireRefreshWindow(token);

    const renewed = await call('/api/get-user-auth-info', { token, urlType: 'general' });
    expect(renewed.response.status).toBe(200);
    expect(renewed.response.headers.get('Refresh-Token')).toBe('true');
    expect(renewed.response.headers.get('Url-Type')).toBe('general');
    const fresh = renewed.response.headers.get('Authorization');
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(token);

    // Both tokens work; the next call needs no renewal.
    const next = await call('/api/get-user-auth-info', { token: fresh ?? '' });
    expect(next.response.status).toBe(200);
    expect(next.response.headers.get('Refresh-Token')).toBeNull();
    expect((await call('/api/get-user-auth-info', { token })).response.status).toBe(200);
  });

  it('happens 12 hours after login on the mock clock, never on @AnonApi calls', async () => {
    const token = await loginAs('alice');
    clock.advance(REFRESH_AFTER_MS - 1000);
    expect(
      (await call('/api/get-user-auth-info', { token })).response.headers.get('Refresh-Token'),
    ).toBeNull();

    clock.advance(2000);
    const home = await call('/api/get-website-config', { token });
    expect(home.response.headers.get('Refresh-Token')).toBeNull();
    const renewed = await call('/api/get-user-auth-info', { token });
    expect(renewed.response.headers.get('Refresh-Token')).toBe('true');
  });
});
