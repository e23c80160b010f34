import { ApiFailure } from './failure';
import { messages } from './messages';
import { siteConfig } from '../store/schema/site';

/** Site switches of the website configuration the backend checks (`HOJAccessEnum`). */
export type SiteSwitch = 'PUBLIC_DISCUSSION' | 'GROUP_DISCUSSION' | 'CONTEST_COMMENT';

const switchOn: Record<SiteSwitch, () => boolean> = {
  PUBLIC_DISCUSSION: () => siteConfig.openPublicDiscussion,
  GROUP_DISCUSSION: () => siteConfig.openGroupDiscussion,
  CONTEST_COMMENT: () => siteConfig.openContestComment,
};

const isSiteSwitch = (name: string): name is SiteSwitch => Object.hasOwn(switchOn, name);

/** Whether a switch named in the contract (`x-feature-switches`) is on; unknown names count as on. */
export function isSwitchOn(name: string): boolean {
  return isSiteSwitch(name) ? switchOn[name]() : true;
}

/**
 * A switch checked inside a service: the service catches its own refusal, so a switch that is off answers
 * HTTP 200 with body status 403.
 */
export function requireSwitch(name: SiteSwitch): void {
  if (!switchOn[name]()) throw new ApiFailure(403, messages.featureOff(name));
}
