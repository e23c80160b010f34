import { ApiFailure } from '../http/failure';
import { isSiteAdmin } from '../http/posting';
import { DAY, clock } from '../store/clock';
import { acceptedProblemCount } from '../store/queries/judge';
import type { UserRow } from '../store/schema/accounts';
import { groupCreations, groups } from '../store/schema/groups';
import { switchSettings } from '../store/schema/site';
import { groupMessages } from './texts';

/**
 * Who may make another group, before the body is validated: root, admins and problem admins always; everyone
 * else needs the site's number of solved problems, and at most the daily number of creations (counted for a day
 * from the first, even when a creation then fails validation) and the total number of owned groups.
 */
export function checkCreationAllowed(user: UserRow): void {
  if (isSiteAdmin(user.role)) return;
  const solvedMin = switchSettings.defaultCreateGroupACInitValue;
  if (acceptedProblemCount(user.uid) < solvedMin)
    throw new ApiFailure(403, groupMessages.needSolved(solvedMin));

  const dailyLimit = switchSettings.defaultCreateGroupDailyLimit;
  const now = clock.nowMs();
  const today = groupCreations.get(user.uid);
  if (!today || now - today.sinceMs >= DAY) groupCreations.set(user.uid, { count: 1, sinceMs: now });
  else if (today.count >= dailyLimit) throw new ApiFailure(403, groupMessages.dailyLimit(dailyLimit));
  else today.count += 1;

  const totalLimit = switchSettings.defaultCreateGroupLimit;
  if (groups.count('owner', user.username.toLowerCase()) >= totalLimit)
    throw new ApiFailure(403, groupMessages.totalLimit(totalLimit));
}
