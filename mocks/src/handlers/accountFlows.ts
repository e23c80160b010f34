import {
  CAPTCHA_TEXTS,
  CAPTCHA_TTL_MS,
  REGISTER_CODE,
  REGISTER_CODE_LOCK_MS,
  REGISTER_CODE_TTL_MS,
  RESET_CODE_TTL_MS,
  RESET_MAIL_LOCK_MS,
  captchaImage,
  resetPasswordCodeFor,
} from '../auth/accountFlows';
import { accountMessages } from '../auth/accountMessages';
import { sendMail } from '../auth/outbox';
import { revokeTokens } from '../auth/tokens';
import { SECOND, clock } from '../clock';
import { db, userByUsername } from '../db';
import { ApiFailure } from '../http/failure';
import { operation, readJson } from '../http/operation';
import { bodyString, requiredStringParam } from '../http/params';
import { messages } from '../messages';
import { deliverBroadcastNotices } from './messageBox';
import type { UserRow } from '../model';
import { hexId, newUserRow } from '../userRows';

/** Hutool's `Validator.isEmail` in spirit: something@domain.tld, no spaces. */
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

const userByEmail = (email: string): UserRow | undefined =>
  db.users.find((u) => u.email !== null && u.email.toLowerCase() === email.toLowerCase());

/** Refuses while the address's resend lock runs, naming the seconds left as the backend does. */
function checkLock(locks: Map<string, number>, key: string, tooSoon: (seconds: number) => string): void {
  const until = locks.get(key) ?? 0;
  const now = clock.nowMs();
  if (until > now) throw new ApiFailure(400, tooSoon(Math.ceil((until - now) / SECOND)));
}

/** `@Validated` on RegisterDTO: blank fields or a malformed e-mail are HTTP 400 from the exception advice. */
function registerBody(body: unknown) {
  const dto = {
    username: bodyString(body, 'username').trim(),
    password: bodyString(body, 'password'),
    email: bodyString(body, 'email').trim(),
    code: bodyString(body, 'code').trim(),
  };
  for (const [name, value] of Object.entries(dto))
    if (!value.trim()) throw new ApiFailure(400, messages.required(name), 400);
  if (!EMAIL.test(dto.email)) throw new ApiFailure(400, accountMessages.emailInvalid, 400);
  return dto;
}

export const accountFlowHandlers = [
  operation('checkUsernameOrEmail', 'anon', async ({ request }) => {
    const body = await readJson(request);
    const username = bodyString(body, 'username').trim();
    const email = bodyString(body, 'email').trim();
    return {
      data: {
        username: username !== '' && userByUsername(username) !== undefined,
        email: EMAIL.test(email) && userByEmail(email) !== undefined,
      },
    };
  }),

  operation('getRegisterCode', 'anon', ({ url }) => {
    const email = requiredStringParam(url, 'email').trim();
    if (!db.config.register) throw new ApiFailure(403, accountMessages.registerOff);
    if (!EMAIL.test(email)) throw new ApiFailure(400, accountMessages.emailInvalid);
    const flows = db.accountFlows;
    checkLock(flows.registerLocks, email.toLowerCase(), accountMessages.registerCodeTooSoon);
    if (userByEmail(email)) throw new ApiFailure(400, accountMessages.emailTaken);
    const now = clock.nowMs();
    flows.registerCodes.set(email.toLowerCase(), {
      code: REGISTER_CODE,
      expiresAt: now + REGISTER_CODE_TTL_MS,
    });
    flows.registerLocks.set(email.toLowerCase(), now + REGISTER_CODE_LOCK_MS);
    sendMail('registerCode', email, REGISTER_CODE, `register code for ${email}: ${REGISTER_CODE}`);
    return {
      data: { email, expire: REGISTER_CODE_TTL_MS / SECOND },
      msg: accountMessages.registerCodeSent,
    };
  }),

  operation('register', 'anon', async ({ request }) => {
    const dto = registerBody(await readJson(request));
    if (!db.config.register) throw new ApiFailure(403, accountMessages.registerOff);
    const flows = db.accountFlows;
    const sent = flows.registerCodes.get(dto.email.toLowerCase());
    if (!sent || sent.expiresAt <= clock.nowMs())
      throw new ApiFailure(400, accountMessages.registerCodeMissing);
    if (sent.code !== dto.code) throw new ApiFailure(400, accountMessages.registerCodeWrong);
    if (dto.password.length < PASSWORD_MIN || dto.password.length > PASSWORD_MAX)
      throw new ApiFailure(400, accountMessages.passwordLength);
    if (dto.username.length > USERNAME_MAX) throw new ApiFailure(400, accountMessages.usernameTooLong);
    // The unique keys of `user_info`: the backend refuses a taken name or address.
    if (userByUsername(dto.username)) throw new ApiFailure(400, accountMessages.usernameTaken);
    if (userByEmail(dto.email)) throw new ApiFailure(400, accountMessages.emailTaken);

    const user = newUserRow(dto.username, dto.password, dto.email);
    db.users.push(user);
    const uid = user.uid;
    deliverBroadcastNotices(uid);
    flows.registerCodes.delete(dto.email.toLowerCase());
    return { data: null, msg: accountMessages.registered };
  }),

  operation('getCaptcha', 'anon', () => {
    const flows = db.accountFlows;
    const text = CAPTCHA_TEXTS[flows.captchaCount % CAPTCHA_TEXTS.length] ?? CAPTCHA_TEXTS[0];
    flows.captchaCount += 1;
    const captchaKey = hexId();
    flows.captchas.set(captchaKey, { text, expiresAt: clock.nowMs() + CAPTCHA_TTL_MS });
    return { data: { img: captchaImage(text), captchaKey } };
  }),

  operation('applyResetPassword', 'anon', async ({ request }) => {
    const body = await readJson(request);
    const email = bodyString(body, 'email').trim();
    const captcha = bodyString(body, 'captcha').trim();
    const captchaKey = bodyString(body, 'captchaKey').trim();
    if (!email || !captcha || !captchaKey) throw new ApiFailure(400, accountMessages.resetFieldsBlank);
    const flows = db.accountFlows;
    checkLock(flows.resetLocks, email.toLowerCase(), accountMessages.resetMailTooSoon);
    const shown = flows.captchas.get(captchaKey);
    if (!shown || shown.expiresAt <= clock.nowMs() || shown.text.toLowerCase() !== captcha.toLowerCase())
      throw new ApiFailure(400, accountMessages.captchaWrong);
    const user = userByEmail(email);
    if (!user) throw new ApiFailure(400, accountMessages.emailUnknown);

    flows.captchas.delete(captchaKey);
    const now = clock.nowMs();
    const code = resetPasswordCodeFor(user.username);
    flows.resetCodes.set(user.username, { code, expiresAt: now + RESET_CODE_TTL_MS });
    flows.resetLocks.set(email.toLowerCase(), now + RESET_MAIL_LOCK_MS);
    const query = new URLSearchParams({ username: user.username, code });
    const link = `${db.config.baseUrl}/reset-password?${query.toString()}`;
    sendMail('resetPassword', email, link, `password reset link for ${email}: ${link}`);
    return { data: null, msg: accountMessages.resetMailSent };
  }),

  operation('resetPassword', 'anon', async ({ request }) => {
    const body = await readJson(request);
    const username = bodyString(body, 'username').trim();
    const password = bodyString(body, 'password');
    const code = bodyString(body, 'code').trim();
    if (!username || !password || !code) throw new ApiFailure(400, accountMessages.resetBlank);
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
      throw new ApiFailure(400, accountMessages.newPasswordLength);
    const flows = db.accountFlows;
    const issued = flows.resetCodes.get(username);
    if (!issued || issued.expiresAt <= clock.nowMs())
      throw new ApiFailure(400, accountMessages.resetCodeMissing);
    if (issued.code !== code) throw new ApiFailure(400, accountMessages.resetCodeWrong);
    const user = userByUsername(username);
    if (!user) throw new ApiFailure(400, accountMessages.resetCodeMissing);

    flows.resetCodes.delete(username);
    user.password = password;
    user.gmtModified = clock.now();
    db.loginFailures.delete(username);
    // Whoever knew the old password is logged out everywhere.
    revokeTokens(user.uid);
    return { data: null, msg: accountMessages.passwordReset };
  }),
];
