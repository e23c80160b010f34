import { PASSWORD_MAX, PASSWORD_MIN } from '@hoj/core/domain/accountRules';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { MINUTE, SECOND, clock } from '../store/clock';
import { ChangeLock, changeOutcome } from './changeLock';
import { users, type UserRow } from '../store/schema/accounts';
import { profileMessages } from './texts';
import { toUserInfoVO } from './views';
import { emailCodes, passwordChangeFailures, emailChangeFailures } from '../store/schema/accountState';

/**
 * Mock behaviour, not part of the contract: the mock sends no mail, and the code for an e-mail change is always
 * `123456`, so tests and demo users can complete one (`GET /api/get-change-email-code`, then
 * `POST /api/change-email`). Any other code is wrong.
 */
export const CHANGE_EMAIL_CODE = '123456';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_CODE_RESEND_MS = 60 * SECOND;
export const EMAIL_CODE_TTL_MS = 5 * MINUTE;

const passwordLock = new ChangeLock(passwordChangeFailures, {
  wrong: profileMessages.passwordWrong,
  locked: profileMessages.passwordLocked,
});
const emailLock = new ChangeLock(emailChangeFailures, {
  wrong: profileMessages.emailPasswordWrong,
  locked: profileMessages.emailLocked,
});

export function resetAccountChanges(): void {
  emailCodes.clear();
  passwordLock.reset();
  emailLock.reset();
}

/** Someone else uses this exact address. */
const emailTakenByOther = (email: string, user: UserRow) =>
  users.where('email', email.toLowerCase()).some((u) => u.email === email && u.uid !== user.uid);

export const accountChangeHandlers = [
  operation('changePassword', 'required', async (ctx) => {
    const { user } = ctx;
    const body = await ctx.lenientBody();
    const oldPassword = body.text('oldPassword');
    const newPassword = body.text('newPassword');
    if (!oldPassword) throw new ApiFailure(400, profileMessages.oldPasswordBlank);
    if (!newPassword) throw new ApiFailure(400, profileMessages.newPasswordBlank);
    if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX)
      throw new ApiFailure(400, profileMessages.newPasswordLength);
    const refused = passwordLock.check(user, oldPassword);
    if (refused) return { data: refused };
    user.password = newPassword;
    user.gmtModified = clock.now();
    return { data: changeOutcome(200, profileMessages.passwordChanged) };
  }),

  operation('getChangeEmailCode', 'required', ({ query, user }) => {
    const email = query.raw('email')?.trim();
    if (!email) throw new ApiFailure(400, `The required request parameters are missing：email`, 400);
    if (!EMAIL.test(email)) throw new ApiFailure(400, profileMessages.emailInvalid);
    if (user.email === email) throw new ApiFailure(400, profileMessages.emailUnchanged);
    if (emailTakenByOther(email, user)) throw new ApiFailure(400, profileMessages.emailTaken);
    const now = clock.nowMs();
    const previous = emailCodes.get(email);
    if (previous && now - previous.sentAt < EMAIL_CODE_RESEND_MS) {
      const seconds = Math.ceil((previous.sentAt + EMAIL_CODE_RESEND_MS - now) / SECOND);
      throw new ApiFailure(400, profileMessages.emailCodeTooSoon(seconds));
    }
    emailCodes.set(email, {
      uid: user.uid,
      code: CHANGE_EMAIL_CODE,
      sentAt: now,
      expiresAt: now + EMAIL_CODE_TTL_MS,
    });
    return { data: null, msg: profileMessages.emailCodeSent };
  }),

  operation('changeEmail', 'required', async (ctx) => {
    const { user } = ctx;
    const body = await ctx.lenientBody();
    const password = body.text('password');
    const newEmail = body.text('newEmail').trim();
    const code = body.text('code').trim();
    if (!password || !newEmail || !code) throw new ApiFailure(400, profileMessages.emailFieldsBlank);
    const sent = emailCodes.get(newEmail);
    if (!sent || sent.uid !== user.uid || sent.expiresAt <= clock.nowMs() || sent.code !== code)
      return { data: changeOutcome(400, profileMessages.emailCodeWrong) };
    const refused = emailLock.check(user, password);
    if (refused) return { data: refused };
    if (emailTakenByOther(newEmail, user)) throw new ApiFailure(400, profileMessages.emailTaken);
    emailCodes.delete(newEmail);
    users.update(user, { email: newEmail, gmtModified: clock.now() });
    return { data: changeOutcome(200, profileMessages.emailChanged, toUserInfoVO(user)) };
  }),
];
