import { mobileCodeFor } from '../../auth/verificationCodes';
import { MINUTE, SECOND, clock } from '../../clock';
import { db } from '../../db';
import { ApiFailure } from '../../http/failure';
import { operation, readJson } from '../../http/operation';
import { bodyString, stringParam } from '../../http/params';
import { messages } from '../../messages';
import { toUserInfoVO } from '../../views';
import { loggedIn } from '../account';

/** Mainland China mobile numbers, as the SMS providers the spec has in mind accept them. */
const MOBILE = /^1[3-9]\d{9}$/;
export const MOBILE_CODE_RESEND_MS = 60 * SECOND;
export const MOBILE_CODE_TTL_MS = 5 * MINUTE;
/** Like the backend's e-mail change: the fifth wrong password locks mobile changes for 30 minutes. */
export const MOBILE_CHANGE_MAX_FAILURES = 5;
export const MOBILE_CHANGE_LOCK_MS = 30 * MINUTE;

export const mobileHandlers = [
  operation('getChangeMobileCode', 'required', ({ url, caller }) => {
    const user = loggedIn(caller);
    const mobile = stringParam(url, 'mobile');
    if (mobile === undefined) throw new ApiFailure(400, messages.missingParameter('mobile'), 400);
    if (!MOBILE.test(mobile)) throw new ApiFailure(400, messages.mobileInvalid);
    if (!db.smsConfig.enabled) throw new ApiFailure(400, messages.smsDisabled);
    if (user.mobile === mobile) throw new ApiFailure(400, messages.mobileUnchanged);
    if (db.users.some((u) => u.mobile === mobile && u.uid !== user.uid))
      throw new ApiFailure(400, messages.mobileTaken);
    const now = clock.nowMs();
    const previous = db.mobileCodes.get(mobile);
    if (previous && now - previous.sentAt < MOBILE_CODE_RESEND_MS) {
      const seconds = Math.ceil((previous.sentAt + MOBILE_CODE_RESEND_MS - now) / SECOND);
      throw new ApiFailure(400, messages.mobileCodeTooSoon(seconds));
    }
    db.mobileCodes.set(mobile, {
      uid: user.uid,
      code: mobileCodeFor(mobile),
      sentAt: now,
      expiresAt: now + MOBILE_CODE_TTL_MS,
    });
    return { data: null, msg: messages.mobileCodeSent };
  }),

  operation('changeMobile', 'required', async ({ request, caller }) => {
    const user = loggedIn(caller);
    const body = await readJson(request);
    const password = bodyString(body, 'password');
    const newMobile = bodyString(body, 'newMobile').trim();
    const code = bodyString(body, 'code').trim();
    if (!password || !newMobile || !code) throw new ApiFailure(400, messages.mobileFieldsBlank);

    const now = clock.nowMs();
    const failures = db.mobileChangeFailures.get(user.uid);
    if (failures && failures.lockedUntil > now)
      return { data: { code: 403 as const, msg: messages.mobileLocked, userInfo: null } };

    const sent = db.mobileCodes.get(newMobile);
    if (!sent || sent.uid !== user.uid || sent.expiresAt <= now)
      throw new ApiFailure(400, messages.mobileCodeMissing);
    if (sent.code !== code) throw new ApiFailure(400, messages.mobileCodeWrong);

    if (password !== user.password) {
      // A lock that ran out starts the count again.
      const count = (failures && failures.lockedUntil === 0 ? failures.count : 0) + 1;
      const locked = count >= MOBILE_CHANGE_MAX_FAILURES;
      db.mobileChangeFailures.set(user.uid, { count, lockedUntil: locked ? now + MOBILE_CHANGE_LOCK_MS : 0 });
      return locked
        ? { data: { code: 403 as const, msg: messages.mobileLocked, userInfo: null } }
        : {
            data: {
              code: 400 as const,
              msg: messages.mobilePasswordWrong(count, MOBILE_CHANGE_MAX_FAILURES - count),
              userInfo: null,
            },
          };
    }
    // Someone else may have taken the number since the code was sent.
    if (db.users.some((u) => u.mobile === newMobile && u.uid !== user.uid))
      throw new ApiFailure(400, messages.mobileTaken);

    db.mobileChangeFailures.delete(user.uid);
    db.mobileCodes.delete(newMobile);
    user.mobile = newMobile;
    user.gmtModified = clock.now();
    return { data: { code: 200 as const, msg: messages.mobileChanged, userInfo: toUserInfoVO(user) } };
  }),
];
