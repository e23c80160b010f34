import type { WebsiteConfigMap } from '@generated/model/index';
import { decideGuard, type GuardContext } from './guardDecision';

const ready = (switches: Partial<WebsiteConfigMap>) => ({ state: 'ready', switches }) as const;

const visitor: GuardContext = { loggedIn: false, roles: [], config: ready({ openPublicDiscussion: true }) };
const user: GuardContext = { ...visitor, loggedIn: true, roles: ['default_user'] };
const root: GuardContext = { ...visitor, loggedIn: true, roles: ['root'] };

describe('navigation guard', () => {
  it('lets anybody into an open route', () => {
    expect(decideGuard({}, visitor)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor of a login route to log in, and lets a user in', () => {
    expect(decideGuard({ login: true }, visitor)).toEqual({ kind: 'login' });
    expect(decideGuard({ login: true }, user)).toEqual({ kind: 'allow' });
  });

  it('keeps a super-admin route for root: a visitor must log in, an admin is refused', () => {
    expect(decideGuard({ superAdmin: true }, visitor)).toEqual({ kind: 'login' });
    expect(decideGuard({ superAdmin: true }, { ...user, roles: ['admin'] })).toEqual({ kind: 'superAdmin' });
    expect(decideGuard({ superAdmin: true }, { ...user, roles: ['problem_admin'] })).toEqual({
      kind: 'superAdmin',
    });
    expect(decideGuard({ superAdmin: true }, root)).toEqual({ kind: 'allow' });
  });

  it('closes a feature route while its switch is off, for everybody', () => {
    const off = ready({ openPublicDiscussion: false, openGroupDiscussion: true });
    expect(decideGuard({ feature: 'openPublicDiscussion' }, { ...root, config: off })).toEqual({
      kind: 'featureOff',
      feature: 'openPublicDiscussion',
    });
    expect(decideGuard({ feature: 'openGroupDiscussion' }, { ...user, config: off })).toEqual({
      kind: 'allow',
    });
    expect(decideGuard({ feature: 'openContestComment' }, { ...user, config: off })).toEqual({
      kind: 'featureOff',
      feature: 'openContestComment',
    });
  });

  it('waits for the configuration, and says so when it cannot be read', () => {
    expect(
      decideGuard({ feature: 'openPublicDiscussion' }, { ...user, config: { state: 'pending' } }),
    ).toEqual({ kind: 'wait' });
    expect(decideGuard({ feature: 'openPublicDiscussion' }, { ...user, config: { state: 'error' } })).toEqual(
      {
        kind: 'configError',
      },
    );
  });

  it('asks a visitor to log in before telling about a switched-off feature', () => {
    const off = ready({ openGroupDiscussion: false });
    expect(decideGuard({ login: true, feature: 'openGroupDiscussion' }, { ...visitor, config: off })).toEqual(
      {
        kind: 'login',
      },
    );
  });
});
