import type { CaptchaVO, CheckUsernameOrEmailVO, RegisterCodeVO } from '@generated/model/index';
import {
  CAPTCHA_TEXTS,
  REGISTER_CODE,
  captchaImage,
  readCaptchaText,
  resetPasswordCodeFor,
} from './accountFlows';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { siteConfig } from '../store/schema/site';
import { clock } from '../store/clock';
import { sentMails } from '../store/schema/outbox';
import { accountMessages } from './texts';

installMockServer();

const register = (json: Record<string, string>) =>
  call('/api/register', {
    json: {
      username: 'newbie',
      password: 'secret1',
      email: 'newbie@example.com',
      code: REGISTER_CODE,
      ...json,
    },
  });

async function captcha(): Promise<CaptchaVO> {
  const { body } = await call<CaptchaVO>('/api/captcha');
  return body.data;
}

async function applyReset(email: string) {
  const { img, captchaKey } = await captcha();
  return call('/api/apply-reset-password', { json: { email, captcha: readCaptchaText(img), captchaKey } });
}

describe('POST /api/check-username-or-email', () => {
  it('tells which of the given values exist', async () => {
    const taken = await call<CheckUsernameOrEmailVO>('/api/check-username-or-email', {
      json: { username: 'alice', email: 'bob@hoj.test' },
    });
    expect(taken.body.data).toEqual({ username: true, email: true });
    const free = await call<CheckUsernameOrEmailVO>('/api/check-username-or-email', {
      json: { username: 'nobody-here', email: 'not-an-email' },
    });
    expect(free.body.data).toEqual({ username: false, email: false });
    const none = await call<CheckUsernameOrEmailVO>('/api/check-username-or-email', { json: {} });
    expect(none.body.data).toEqual({ username: false, email: false });
  });

  it("compares the username without case, as HOJ's query does under MySQL's default collation", async () => {
    // The back office's import asks this before sending: a different case must count as taken, since the
    // insert's unique key would refuse it.
    const upper = await call<CheckUsernameOrEmailVO>('/api/check-username-or-email', {
      json: { username: 'ALICE' },
    });
    expect(upper.body.data?.username).toBe(true);
  });
});

describe('registration', () => {
  it('mails code 123456, locks resending for 60 s, and registers a user who can log in', async () => {
    const sent = await call<RegisterCodeVO>('/api/get-register-code?email=newbie@example.com');
    expect(sent.body.status).toBe(200);
    expect(sent.body.data).toEqual({ email: 'newbie@example.com', expire: 300 });
    expect(sentMails()).toEqual([
      expect.objectContaining({ kind: 'registerCode', to: 'newbie@example.com', content: '123456' }),
    ]);

    const again = await call('/api/get-register-code?email=newbie@example.com');
    expect(again.body).toEqual({ status: 400, msg: accountMessages.registerCodeTooSoon(60), data: null });
    clock.advance(60_000);
    expect((await call('/api/get-register-code?email=newbie@example.com')).body.status).toBe(200);

    const done = await register({});
    expect(done.body).toEqual({ status: 200, msg: accountMessages.registered, data: null });
    const login = await call<{ username: string; roleList: string[] }>('/api/login', {
      json: { username: 'newbie', password: 'secret1' },
    });
    expect(login.body.data).toMatchObject({ username: 'newbie', roleList: ['default_user'] });

    // The broadcast notices of the last week wait in the new account's system box, unread.
    const token = login.response.headers.get('Authorization') ?? '';
    const unread = await call<{ sys: number }>('/api/msg/unread', { token });
    expect(unread.body.data?.sys).toBe(1);

    // The code was used up.
    expect((await register({ username: 'other' })).body.msg).toBe(accountMessages.registerCodeMissing);
  });

  it('stores the password trimmed, as PassportManager.register does, so its trimming login signs it in', async () => {
    await call('/api/get-register-code?email=newbie@example.com');
    expect((await register({ password: ' secret1 ' })).body.status).toBe(200);
    const typed = await call('/api/login', { json: { username: 'newbie', password: 'secret1' } });
    expect(typed.body.status).toBe(200);
  });

  it('refuses a wrong code, a taken username and a taken e-mail', async () => {
    expect((await call('/api/get-register-code?email=alice@hoj.test')).body).toEqual({
      status: 400,
      msg: accountMessages.emailTaken,
      data: null,
    });
    await call('/api/get-register-code?email=newbie@example.com');
    expect((await register({ code: '654321' })).body.msg).toBe(accountMessages.registerCodeWrong);
    expect((await register({ username: 'alice' })).body.msg).toBe(accountMessages.usernameTaken);
    expect((await register({ password: '123' })).body.msg).toBe(accountMessages.passwordLength);
    expect((await register({ username: 'x'.repeat(21) })).body.msg).toBe(accountMessages.usernameTooLong);
  });

  it('answers HTTP 400 for blank fields or a malformed e-mail, and 403 when registration is off', async () => {
    expect((await register({ code: ' ' })).response.status).toBe(400);
    expect((await register({ email: 'nope' })).response.status).toBe(400);
    expect((await call('/api/get-register-code')).response.status).toBe(400);
    expect((await call('/api/get-register-code?email=nope')).body.msg).toBe(accountMessages.emailInvalid);
    siteConfig.register = false;
    expect((await call('/api/get-register-code?email=newbie@example.com')).body).toMatchObject({
      status: 403,
      msg: accountMessages.registerOff,
    });
  });
});

describe('GET /api/captcha', () => {
  it('shows the fixed texts in turn as an SVG data URL', async () => {
    const first = await captcha();
    const second = await captcha();
    expect(first.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(readCaptchaText(first.img)).toBe(CAPTCHA_TEXTS[0]);
    expect(readCaptchaText(second.img)).toBe(CAPTCHA_TEXTS[1]);
    expect(first.captchaKey).not.toBe(second.captchaKey);
    expect(readCaptchaText(captchaImage('a<&b'))).toBe('a<&b');
  });
});

describe('password reset', () => {
  it('checks the captcha and the address, mails the link, locks 90 s, and the code works once', async () => {
    const { captchaKey } = await captcha();
    const wrong = await call('/api/apply-reset-password', {
      json: { email: 'alice@hoj.test', captcha: 'zzzz', captchaKey },
    });
    expect(wrong.body).toEqual({ status: 400, msg: accountMessages.captchaWrong, data: null });
    expect((await applyReset('ghost@hoj.test')).body.msg).toBe(accountMessages.emailUnknown);

    // Upper case is fine, as on the backend.
    const shown = await captcha();
    const applied = await call('/api/apply-reset-password', {
      json: {
        email: 'alice@hoj.test',
        captcha: readCaptchaText(shown.img).toUpperCase(),
        captchaKey: shown.captchaKey,
      },
    });
    expect(applied.body).toEqual({ status: 200, msg: accountMessages.resetMailSent, data: null });
    const code = resetPasswordCodeFor('alice');
    expect(code).toMatch(/^[0-9a-f]{21}$/);
    expect(sentMails().at(-1)?.content).toBe(
      `${siteConfig.baseUrl}/reset-password?username=alice&code=${code}`,
    );
    expect((await applyReset('alice@hoj.test')).body.msg).toBe(accountMessages.resetMailTooSoon(90));

    const token = await loginAs('alice');
    expect(
      (await call('/api/reset-password', { json: { username: 'alice', password: 'new-pass', code: 'x' } }))
        .body.msg,
    ).toBe(accountMessages.resetCodeWrong);
    expect(
      (await call('/api/reset-password', { json: { username: 'alice', password: '123', code } })).body.msg,
    ).toBe(accountMessages.newPasswordLength);
    const reset = await call('/api/reset-password', {
      json: { username: 'alice', password: 'new-pass', code },
    });
    expect(reset.body).toEqual({ status: 200, msg: accountMessages.passwordReset, data: null });
    const reused = await call('/api/reset-password', {
      json: { username: 'alice', password: 'other-pass', code },
    });
    expect(reused.body.msg).toBe(accountMessages.resetCodeMissing);

    expect(
      (await call('/api/login', { json: { username: 'alice', password: 'alice123' } })).body.status,
    ).toBe(400);
    expect(
      (await call('/api/login', { json: { username: 'alice', password: 'new-pass' } })).body.status,
    ).toBe(200);
    // The old session ended with the old password.
    expect((await call('/api/get-user-auth-info', { token })).response.status).toBe(401);
  });

  it('refuses blank fields', async () => {
    expect((await call('/api/apply-reset-password', { json: { email: 'alice@hoj.test' } })).body.msg).toBe(
      accountMessages.resetFieldsBlank,
    );
    expect((await call('/api/reset-password', { json: { username: 'alice' } })).body.msg).toBe(
      accountMessages.resetBlank,
    );
  });
});
