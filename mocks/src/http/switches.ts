import { db } from '../db';
import { messages } from '../messages';
import { ApiFailure } from './failure';

/** Site switches of the website configuration the backend checks (`HOJAccessEnum`). */
export type SiteSwitch = 'PUBLIC_DISCUSSION' | 'GROUP_DISCUSSION' | 'CONTEST_COMMENT';

const switchOn: Record<SiteSwitch, () => boolean> = {
  PUBLIC_DISCUSSION: () => db.config.openPublicDiscussion,
  GROUP_DISCUSSION: () => db.config.openGroupDiscussion,
  CONTEST_COMMENT: () => db.config.openContestComment,
};

const isSiteSwitch = (name: string): name is SiteSwitch => Object.hasOwn(switchOn, name);

/** Whether a switch named in the contract (`x-feature-switches`) is on; unknown names count as on. */
export function isSwitchOn(name: string): boolean {
  return isSiteSwitch(name) ? switchOn[name]() : true;
}

/**
 * A switch checked inside a service (`accessValidator.validateAccess`): the service catches the `AccessException`,
 * so a switch that is off answers HTTP 200 with body status 403.
 */
export function requireSwitch(name: SiteSwitch): void {
  if (!switchOn[name]()) throw new ApiFailure(403, messages.featureOff(name));
}
