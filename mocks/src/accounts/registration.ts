import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, javaTrim } from '@hoj/core/domain/accountRules';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { deliverBroadcastNotices } from '../store/rules/notices';
import { siteConfig } from '../store/schema/site';
import { SECOND, clock } from '../store/clock';
import { hexId } from '../store/ids';
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
} from './accountFlows';
import { forgetLoginFailures } from './login';
import { newUserRow } from '../store/rules/newUser';
import { sendMail } from '../store/schema/outbox';
import { revokeTokens } from '../store/schema/sessions';
import { userByEmail, userByUsername, users } from '../store/schema/accounts';
import { accountMessages } from './texts';
import { accountFlows as flows } from '../store/schema/accountState';

/** Hutool's `Validator.isEmail` in spirit: something@domain.tld, no spaces. */
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

/** Leaves the reset code the apply-reset call would leave, without the mail round trip (tests start mid-flow). */
export function issueResetCode(username: string): string {
  const code = resetPasswordCodeFor(username);
  flows.resetCodes.set(username, { code, expiresAt: clock.nowMs() + RESET_CODE_TTL_MS });
  return code;
}

export function resetRegistration(): void {
  flows.registerCodes.clear();
  flows.resetCodes.clear();
  flows.registerLocks.clear();
  flows.resetLocks.clear();
  flows.captchas.clear();
  flows.captchaCount = 0;
}

/** Refuses while the address's resend lock runs, naming the seconds left as the backend does. */
function checkLock(locks: Map<string, number>, key: string, tooSoon: (seconds: number) => string): void {
  const until = locks.get(key) ?? 0;
  const now = clock.nowMs();
  if (until > now) throw new ApiFailure(400, tooSoon(Math.ceil((until - now) / SECOND)));
}

export const registrationHandlers = [
  operation('checkUsernameOrEmail', 'anon', async (ctx) => {
    const body = await ctx.lenientBody();
    const username = body.text('username').trim();
    const email = body.text('email').trim();
    return {
      data: {
        username: username !== '' && userByUsername(username) !== undefined,
        email: EMAIL.test(email) && userByEmail(email) !== undefined,
      },
    };
  }),

  operation('getRegisterCode', 'anon', ({ query }) => {
    const email = query.requiredString('email').trim();
    if (!siteConfig.register) throw new ApiFailure(403, accountMessages.registerOff);
    if (!EMAIL.test(email)) throw new ApiFailure(400, accountMessages.emailInvalid);
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

  operation('register', 'anon', async (ctx) => {
    // `@Validated` on RegisterDTO: blank fields or a malformed e-mail are HTTP 400 from the exception advice.
    const body = await ctx.lenientBody();
    const dto = {
      username: body.text('username').trim(),
      password: body.text('password'),
      email: body.text('email').trim(),
      code: body.text('code').trim(),
    };
    for (const [name, value] of Object.entries(dto))
      if (!value.trim()) throw new ApiFailure(400, messages.required(name), 400);
    if (!EMAIL.test(dto.email)) throw new ApiFailure(400, accountMessages.emailInvalid, 400);

    if (!siteConfig.register) throw new ApiFailure(403, accountMessages.registerOff);
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

    // PassportManager.register checks the password as sent but stores it trimmed, as its login compares it.
    const user = users.insert(newUserRow(dto.username, javaTrim(dto.password), dto.email));
    deliverBroadcastNotices(user.uid);
    flows.registerCodes.delete(dto.email.toLowerCase());
    return { data: null, msg: accountMessages.registered };
  }),

  operation('getCaptcha', 'anon', () => {
    const text = CAPTCHA_TEXTS[flows.captchaCount % CAPTCHA_TEXTS.length] ?? CAPTCHA_TEXTS[0];
    flows.captchaCount += 1;
    const captchaKey = hexId();
    flows.captchas.set(captchaKey, { text, expiresAt: clock.nowMs() + CAPTCHA_TTL_MS });
    return { data: { img: captchaImage(text), captchaKey } };
  }),

  operation('applyResetPassword', 'anon', async (ctx) => {
    const body = await ctx.lenientBody();
    const email = body.text('email').trim();
    const captcha = body.text('captcha').trim();
    const captchaKey = body.text('captchaKey').trim();
    if (!email || !captcha || !captchaKey) throw new ApiFailure(400, accountMessages.resetFieldsBlank);
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
    const link = `${siteConfig.baseUrl}/reset-password?${query.toString()}`;
    sendMail('resetPassword', email, link, `password reset link for ${email}: ${link}`);
    return { data: null, msg: accountMessages.resetMailSent };
  }),

  operation('resetPassword', 'anon', async (ctx) => {
    const body = await ctx.lenientBody();
    const username = body.text('username').trim();
    const password = body.text('password');
    const code = body.text('code').trim();
    if (!username || !password || !code) throw new ApiFailure(400, accountMessages.resetBlank);
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
      throw new ApiFailure(400, accountMessages.newPasswordLength);
    const issued = flows.resetCodes.get(username);
    if (!issued || issued.expiresAt <= clock.nowMs())
      throw new ApiFailure(400, accountMessages.resetCodeMissing);
    if (issued.code !== code) throw new ApiFailure(400, accountMessages.resetCodeWrong);
    const user = userByUsername(username);
    if (!user) throw new ApiFailure(400, accountMessages.resetCodeMissing);

    flows.resetCodes.delete(username);
    user.password = password;
    user.gmtModified = clock.now();
    forgetLoginFailures(username);
    // Whoever knew the old password is logged out everywhere.
    revokeTokens(user.uid);
    return { data: null, msg: accountMessages.passwordReset };
  }),
];
