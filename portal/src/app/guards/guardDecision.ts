import type { WebsiteConfigMap } from '@generated/model/index';
import { isSuperAdmin } from '@hoj/core/domain/roles';

/** Site switches that close whole route groups (public and group discussion, contest comments). */
export type FeatureSwitch = keyof Pick<
  WebsiteConfigMap,
  'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment'
>;

/** What a route asks of its visitor: a login, the super-admin role, a site switch that is on. */
export interface RouteRequirement {
  login?: boolean;
  superAdmin?: boolean;
  feature?: FeatureSwitch;
}

export interface GuardContext {
  loggedIn: boolean;
  roles: readonly string[];
  /** The website configuration as far as it is known: still loading, failed, or its switches. */
  config: { state: 'pending' } | { state: 'error' } | { state: 'ready'; switches: Partial<WebsiteConfigMap> };
}

export type GuardDecision =
  | { kind: 'allow' }
  /** Not known yet: the configuration that decides a feature route is still loading. */
  | { kind: 'wait' }
  /** The configuration could not be read, so the switch is unknown: offer a retry. */
  | { kind: 'configError' }
  /** Home, login dialog with 'Please login first', stale user info cleared. */
  | { kind: 'login' }
  /** Logged in but not the super admin: 'No access', one level up (no login dialog: it would not help). */
  | { kind: 'superAdmin' }
  /** Home with 'No access'. */
  | { kind: 'featureOff'; feature: FeatureSwitch };

/**
 * The navigation guard as a pure decision: login first (a visitor is never told about roles or switches),
 * then the super-admin role, then the site switch.
 */
export function decideGuard(requirement: RouteRequirement, context: GuardContext): GuardDecision {
  const needsLogin = requirement.login === true || requirement.superAdmin === true;
  if (needsLogin && !context.loggedIn) return { kind: 'login' };
  if (requirement.superAdmin && !isSuperAdmin(context.roles)) return { kind: 'superAdmin' };
  if (requirement.feature) {
    if (context.config.state === 'pending') return { kind: 'wait' };
    if (context.config.state === 'error') return { kind: 'configError' };
    if (context.config.switches[requirement.feature] !== true) {
      return { kind: 'featureOff', feature: requirement.feature };
    }
  }
  return { kind: 'allow' };
}
