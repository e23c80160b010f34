import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { serverSettings } from '../store/schema/serverSettings';
import { MINUTE, SECOND, clock } from '../store/clock';
import { ChangeLock, changeOutcome } from './changeLock';
import { users } from '../store/schema/accounts';
import { mobileMessages } from './texts';
import { toUserInfoVO } from './views';
import { mobileCodes, mobileChangeFailures } from '../store/schema/accountState';

/**
 * Mock behaviour, not part of the contract: the mock sends no SMS, and the code for a mobile number is always
 * its last six digits, so tests and demo users can complete a mobile change (`GET /api/get-change-mobile-code`,
 * then `POST /api/change-mobile`).
 */
export function mobileCodeFor(mobile: string): string {
  return mobile.slice(-6);
}

/** Mainland China mobile numbers, as the SMS providers the product has in mind accept them. */
const MOBILE = /^1[3-9]\d{9}$/;
export const MOBILE_CODE_RESEND_MS = 60 * SECOND;
export const MOBILE_CODE_TTL_MS = 5 * MINUTE;

/** Like the backend's e-mail change: wrong passwords lock mobile changes. */
const lock = new ChangeLock(mobileChangeFailures, {
  wrong: mobileMessages.mobilePasswordWrong,
  locked: mobileMessages.mobileLocked,
});

export function resetMobileChanges(): void {
  mobileCodes.clear();
  lock.reset();
}

/** Whether someone other than `uid` has this number. */
const takenByOther = (mobile: string, uid: string) =>
  users.where('mobile', mobile).some((u) => u.uid !== uid);

export const mobileHandlers = [
  operation('getChangeMobileCode', 'required', ({ query, user }) => {
    const mobile = query.string('mobile');
    if (mobile === undefined) throw new ApiFailure(400, messages.missingParameter('mobile'), 400);
    if (!MOBILE.test(mobile)) throw new ApiFailure(400, mobileMessages.mobileInvalid);
    if (!serverSettings.sms.enabled) throw new ApiFailure(400, mobileMessages.smsDisabled);
    if (user.mobile === mobile) throw new ApiFailure(400, mobileMessages.mobileUnchanged);
    if (takenByOther(mobile, user.uid)) throw new ApiFailure(400, mobileMessages.mobileTaken);
    const now = clock.nowMs();
    const previous = mobileCodes.get(mobile);
    if (previous && now - previous.sentAt < MOBILE_CODE_RESEND_MS) {
      const seconds = Math.ceil((previous.sentAt + MOBILE_CODE_RESEND_MS - now) / SECOND);
      throw new ApiFailure(400, mobileMessages.mobileCodeTooSoon(seconds));
    }
    mobileCodes.set(mobile, {
      uid: user.uid,
      code: mobileCodeFor(mobile),
      sentAt: now,
      expiresAt: now + MOBILE_CODE_TTL_MS,
    });
    return { data: null, msg: mobileMessages.mobileCodeSent };
  }),

  operation('changeMobile', 'required', async (ctx) => {
    const { user } = ctx;
    const body = await ctx.lenientBody();
    const password = body.text('password');
    const newMobile = body.text('newMobile').trim();
    const code = body.text('code').trim();
    if (!password || !newMobile || !code) throw new ApiFailure(400, mobileMessages.mobileFieldsBlank);

    const locked = lock.locked(user.uid);
    if (locked) return { data: locked };

    const sent = mobileCodes.get(newMobile);
    if (!sent || sent.uid !== user.uid || sent.expiresAt <= clock.nowMs())
      throw new ApiFailure(400, mobileMessages.mobileCodeMissing);
    if (sent.code !== code) throw new ApiFailure(400, mobileMessages.mobileCodeWrong);

    if (password !== user.password) return { data: lock.wrongPassword(user.uid) };
    // Someone else may have taken the number since the code was sent.
    if (takenByOther(newMobile, user.uid)) throw new ApiFailure(400, mobileMessages.mobileTaken);

    lock.clear(user.uid);
    mobileCodes.delete(newMobile);
    users.update(user, { mobile: newMobile, gmtModified: clock.now() });
    return { data: changeOutcome(200, mobileMessages.mobileChanged, toUserInfoVO(user)) };
  }),
];
