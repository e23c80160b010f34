import type { ChangeAccountVO } from '@generated/model/index';
import { messages as httpMessages } from '../http/messages';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { MINUTE, SECOND, clock } from '../store/clock';
import { mobileCodeFor } from './mobile';
import { userByUsername } from '../store/schema/accounts';
import { mobileMessages } from './texts';

const messages = { ...httpMessages, ...mobileMessages };

installMockServer();

const NEW_MOBILE = '13612345678';
const askCode = (token: string, mobile = NEW_MOBILE) =>
  call(`/api/get-change-mobile-code?mobile=${mobile}`, { token });
const change = (token: string, json: Record<string, unknown>) =>
  call<ChangeAccountVO>('/api/change-mobile', { token, json });

describe('changing the mobile number', () => {
  it('sends a code, then changes the number with the code and the password', async () => {
    const token = await loginAs('bob');
    const sent = await askCode(token);
    expect(sent.response.status).toBe(200);
    expect(sent.body).toEqual({ status: 200, msg: messages.mobileCodeSent, data: null });

    const { response, body } = await change(token, {
      password: 'bob123',
      newMobile: NEW_MOBILE,
      code: mobileCodeFor(NEW_MOBILE),
    });
    expect(response.status).toBe(200);
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({ code: 200, msg: messages.mobileChanged });
    expect(body.data.userInfo?.username).toBe('bob');
    expect(userByUsername('bob')?.mobile).toBe(NEW_MOBILE);

    // The code is used up.
    const again = await change(token, {
      password: 'bob123',
      newMobile: NEW_MOBILE,
      code: mobileCodeFor(NEW_MOBILE),
    });
    expect(again.body).toEqual({ status: 400, msg: messages.mobileCodeMissing, data: null });
  });

  it('refuses a wrong code with body status 400, and a wrong password in data.code', async () => {
    const token = await loginAs('bob');
    await askCode(token);
    const wrongCode = await change(token, { password: 'bob123', newMobile: NEW_MOBILE, code: '000000' });
    expect(wrongCode.response.status).toBe(200);
    expect(wrongCode.body).toEqual({ status: 400, msg: messages.mobileCodeWrong, data: null });

    const wrongPassword = await change(token, {
      password: 'bob124',
      newMobile: NEW_MOBILE,
      code: mobileCodeFor(NEW_MOBILE),
    });
    expect(wrongPassword.body.status).toBe(200);
    expect(wrongPassword.body.data).toEqual({
      code: 400,
      msg: messages.mobilePasswordWrong(1, 4),
      userInfo: null,
    });
    expect(userByUsername('bob')?.mobile).toBeNull();

    const blank = await change(token, { password: 'bob123', newMobile: NEW_MOBILE });
    expect(blank.body).toEqual({ status: 400, msg: messages.mobileFieldsBlank, data: null });
  });

  it('locks the change for 30 minutes after five wrong passwords', async () => {
    const token = await loginAs('bob');
    await askCode(token);
    const attempt = (password: string) =>
      change(token, { password, newMobile: NEW_MOBILE, code: mobileCodeFor(NEW_MOBILE) });
    for (let i = 1; i <= 4; i += 1) expect((await attempt('wrong-pass')).body.data.code).toBe(400);
    expect((await attempt('wrong-pass')).body.data).toEqual({
      code: 403,
      msg: messages.mobileLocked,
      userInfo: null,
    });
    expect((await attempt('bob123')).body.data.code).toBe(403);
    clock.advance(30 * MINUTE);
    // The code has expired meanwhile: ask again, then the right password works.
    expect((await attempt('bob123')).body.msg).toBe(messages.mobileCodeMissing);
    await askCode(token);
    expect((await attempt('bob123')).body.data.code).toBe(200);
  });

  it('lets a code be asked for again only after 60 seconds, and keeps it valid for 5 minutes', async () => {
    const token = await loginAs('bob');
    await askCode(token);
    clock.advance(20 * SECOND);
    const tooSoon = await askCode(token);
    expect(tooSoon.response.status).toBe(200);
    expect(tooSoon.body).toEqual({ status: 400, msg: messages.mobileCodeTooSoon(40), data: null });
    clock.advance(40 * SECOND);
    expect((await askCode(token)).body.status).toBe(200);
    clock.advance(5 * MINUTE);
    const expired = await change(token, {
      password: 'bob123',
      newMobile: NEW_MOBILE,
      code: mobileCodeFor(NEW_MOBILE),
    });
    expect(expired.body).toEqual({ status: 400, msg: messages.mobileCodeMissing, data: null });
  });

  it('keeps a code to the user who asked for it', async () => {
    await askCode(await loginAs('bob'));
    const carol = await loginAs('carol');
    const { body } = await change(carol, {
      password: 'carol123',
      newMobile: NEW_MOBILE,
      code: mobileCodeFor(NEW_MOBILE),
    });
    expect(body).toEqual({ status: 400, msg: messages.mobileCodeMissing, data: null });
  });

  it('checks the number: 11 digits, not the current one, not someone else’s', async () => {
    const token = await loginAs('alice');
    const alice = userByUsername('alice')?.mobile;
    const root = userByUsername('root')?.mobile;
    if (!alice || !root) throw new Error('alice and root have seeded mobile numbers');
    for (const [mobile, msg] of [
      ['1361234567', messages.mobileInvalid],
      ['23612345678', messages.mobileInvalid],
      [alice, messages.mobileUnchanged],
      [root, messages.mobileTaken],
    ] as const) {
      expect((await askCode(token, mobile)).body).toEqual({ status: 400, msg, data: null });
    }
    const missing = await call('/api/get-change-mobile-code', { token });
    expect(missing.response.status).toBe(400);
    expect(missing.body.msg).toBe(messages.missingParameter('mobile'));
  });

  it('needs login', async () => {
    expect((await call(`/api/get-change-mobile-code?mobile=${NEW_MOBILE}`)).response.status).toBe(401);
    const { response, body } = await call('/api/change-mobile', {
      json: { password: 'x', newMobile: NEW_MOBILE, code: '1' },
    });
    expect(response.status).toBe(401);
    expect(body).toEqual({ status: 401, msg: messages.loginRequired, data: null });
  });
});
