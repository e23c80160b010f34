import { expireRefreshWindow } from '../store/schema/sessions';
import { allowFallbacks, installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { siteConfig } from '../store/schema/site';
import { clock } from '../store/clock';
import { messages } from './messages';

installMockServer();

const serverError = { status: 500, msg: messages.serverError, data: null };

describe('query parameters that do not convert to their declared type', () => {
  it('answer HTTP 500 with the global handler’s body, through a stateful handler', async () => {
    const token = await loginAs('alice');
    const bad = await call('/api/get-contest-info?cid=abc', { token });
    expect(bad.response.status).toBe(500);
    expect(bad.body).toEqual(serverError);
    // The same call with a number gets past the conversion.
    const good = await call('/api/get-contest-info?cid=1', { token });
    expect(good.response.status).toBe(200);
  });

  it('are converted before the login check, as Spring binds before the annotations run', async () => {
    const anonymous = await call('/api/get-contest-info?cid=abc');
    expect(anonymous.response.status).toBe(500);
    expect(anonymous.body).toEqual(serverError);
    expect((await call('/api/get-contest-info?cid=1')).response.status).toBe(401);
  });

  it('cover booleans with Spring’s spellings, and leave blank values to the handler', async () => {
    const maybe = await call('/api/get-discussion-list?onlyMine=maybe');
    expect(maybe.response.status).toBe(500);
    expect(maybe.body).toEqual(serverError);
    expect((await call('/api/get-discussion-list?onlyMine=NO')).response.status).toBe(200);
    expect((await call('/api/get-discussion-list?currentPage=&onlyMine=')).response.status).toBe(200);
  });

  it('apply to operations answered by a fallback too, by the width the contract declares', async () => {
    allowFallbacks();
    const token = await loginAs('root');
    const list = '/api/group/get-discussion-list?currentPage=1&limit=10';
    const word = await call(`${list}&gid=abc`, { token });
    expect(word.response.status).toBe(500);
    expect(word.body).toEqual(serverError);
    // `gid` is an int64: a value beyond 32 bits converts; `limit` is an int32: the same value does not.
    expect((await call(`${list}&gid=4000000000`, { token })).response.status).toBe(200);
    const wide = await call(`/api/group/get-discussion-list?currentPage=1&limit=4000000000&gid=1`, { token });
    expect(wide.response.status).toBe(500);
  });
});

describe('parameters the server reads without a default (x-missing-answers: 500)', () => {
  it('answer HTTP 500 when missing or blank, after the login and switch checks, as the service fails', async () => {
    allowFallbacks();
    const root = await loginAs('root');
    for (const query of ['gid=1&currentPage=1', 'gid=1&limit=10', 'gid=1&limit=&currentPage=1']) {
      const missing = await call(`/api/group/get-discussion-list?${query}`, { token: root });
      expect(missing.response.status).toBe(500);
      expect(missing.body).toEqual(serverError);
    }
    // The login filter answers first for a visitor, and the switch interceptor before the service.
    expect((await call('/api/group/get-discussion-list?gid=1')).response.status).toBe(401);
    siteConfig.openGroupDiscussion = false;
    expect((await call('/api/group/get-discussion-list?gid=1', { token: root })).response.status).toBe(403);
    siteConfig.openGroupDiscussion = true;
    const sent = await call('/api/group/get-discussion-list?gid=1&limit=10&currentPage=1', { token: root });
    expect(sent.response.status).toBe(200);
  });

  it('include onlyMine of the submission list, which a visitor may call', async () => {
    allowFallbacks();
    const missing = await call('/api/get-submission-list?currentPage=1&limit=10');
    expect(missing.response.status).toBe(500);
    expect(missing.body).toEqual(serverError);
    expect((await call('/api/get-submission-list?onlyMine=false')).response.status).toBe(200);
  });
});

describe('refusals of the gate', () => {
  it('echo Url-Type on a missing permission, but not on a switched-off feature', async () => {
    const alice = await loginAs('alice');
    const denied = await call('/api/admin/config/get-email-config', { token: alice, urlType: 'admin' });
    expect(denied.response.status).toBe(403);
    expect(denied.response.headers.get('Url-Type')).toBe('admin');

    siteConfig.openPublicDiscussion = false;
    const closed = await call('/api/get-discussion-list', { token: alice, urlType: 'general' });
    expect(closed.response.status).toBe(403);
    expect(closed.body).toEqual({ status: 403, msg: messages.featureOff('PUBLIC_DISCUSSION'), data: null });
    expect(closed.response.headers.get('Url-Type')).toBeNull();
  });

  it('carry a renewed token like any other authenticated answer', async () => {
    const token = await loginAs('alice');
    expireRefreshWindow(token);
    const denied = await call('/api/admin/config/get-email-config', { token, urlType: 'admin' });
    expect(denied.response.status).toBe(403);
    expect(denied.response.headers.get('Refresh-Token')).toBe('true');
    expect(denied.response.headers.get('Authorization')).toBeTruthy();
  });
});

describe("the mock's time on every answer", () => {
  it('stamps Date with the mock clock: successes, refusals and fallbacks alike', async () => {
    allowFallbacks();
    clock.advance(3 * 86_400_000);
    const expected = Math.floor(clock.nowMs() / 1000) * 1000;
    const token = await loginAs('alice');
    const answers = [
      await call('/api/get-contest-info?cid=1', { token }),
      await call('/api/get-contest-info?cid=1'),
      await call('/api/admin/config/get-email-config', { token, urlType: 'admin' }),
      // One of the few calls no domain serves yet (mocks/src/contract/coverage.test.ts lists them).
      await call('/api/get-recent-other-contest', { token }),
    ];
    expect(answers.map(({ response }) => response.status)).toEqual([200, 401, 403, 200]);
    for (const { response } of answers) {
      const stamped = Date.parse(response.headers.get('Date') ?? '');
      // The real clock runs on during the calls.
      expect(stamped).toBeGreaterThanOrEqual(expected);
      expect(stamped).toBeLessThan(expected + 10_000);
    }
  });
});
