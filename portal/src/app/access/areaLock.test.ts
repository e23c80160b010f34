import { ContestAuth, ContestStatus } from '@generated/model/index';
import {
  contestAdminLock,
  contestLock,
  decideAreaGuard,
  groupLock,
  needsContestAccess,
  needsContestGroupAuth,
  type ContestFacts,
  type ContestLockInput,
  type Loadable,
} from './areaLock';

const ready = <T>(value: T): Loadable<T> => ({ state: 'ready', value });
const pending = { state: 'pending' } as const;
const failed = { state: 'error' } as const;

const alice = { username: 'alice', roles: ['default_user'] };
const admin = { username: 'admin', roles: ['admin'] };
const root = { username: 'root', roles: ['root'] };

const publicContest: ContestFacts = { auth: ContestAuth.PUBLIC, author: 'admin', gid: null };
const privateContest: ContestFacts = { ...publicContest, auth: ContestAuth.PRIVATE };
const protectedContest: ContestFacts = { ...publicContest, auth: ContestAuth.PROTECTED };

function input(changes: Partial<ContestLockInput>): ContestLockInput {
  return {
    contest: ready(publicContest),
    status: ContestStatus.RUNNING,
    user: alice,
    groupAuth: pending,
    access: pending,
    ...changes,
  };
}

const { SCHEDULED, RUNNING, ENDED } = ContestStatus;

describe('contest menu lock', () => {
  it.each([
    [SCHEDULED, 'scheduled'],
    [RUNNING, null],
    [ENDED, null],
  ] as const)('public contest, %s, for a user: %s', (status, lock) => {
    expect(contestLock(input({ status }))).toBe(lock);
  });

  it.each([SCHEDULED, RUNNING, ENDED])(
    'opens a %s contest to its admins: the author and the super admin',
    (status) => {
      // "admin" wrote the contest; a site admin who did not is not a contest admin.
      expect(contestLock(input({ status, user: admin }))).toBeNull();
      expect(
        contestLock(input({ status, user: root, contest: ready({ ...publicContest, author: 'x' }) })),
      ).toBeNull();
      expect(
        contestLock(input({ status, user: { ...admin, username: 'admin2' }, access: ready(false) })),
      ).toBe(status === SCHEDULED ? 'scheduled' : null);
    },
  );

  it('keeps a private contest closed until the user has access', () => {
    const contest = ready(privateContest);
    expect(contestLock(input({ contest, access: ready(false) }))).toBe('private');
    expect(contestLock(input({ contest, access: ready(true) }))).toBeNull();
    expect(contestLock(input({ contest, access: pending }))).toBe('pending');
    expect(contestLock(input({ contest, access: failed }))).toBe('error');
    expect(contestLock(input({ contest, status: ENDED, access: ready(false) }))).toBe('private');
  });

  it('says "not started" first for a scheduled private contest, with or without access', () => {
    const contest = ready(privateContest);
    expect(contestLock(input({ contest, status: SCHEDULED, access: ready(false) }))).toBe('scheduled');
    expect(contestLock(input({ contest, status: SCHEDULED, access: ready(true) }))).toBe('scheduled');
  });

  it('opens a private contest to its admins without asking for access', () => {
    const contest = ready(privateContest);
    expect(contestLock(input({ contest, user: admin, status: SCHEDULED, access: ready(false) }))).toBeNull();
    expect(contestLock(input({ contest, user: root, access: pending }))).toBeNull();
    expect(needsContestAccess(privateContest, admin, null)).toBe(false);
    expect(needsContestAccess(privateContest, alice, null)).toBe(true);
  });

  it('does not ask for access to a public or protected contest (the password there is for submitting)', () => {
    expect(needsContestAccess(publicContest, alice, null)).toBe(false);
    expect(needsContestAccess(protectedContest, alice, null)).toBe(false);
    expect(contestLock(input({ contest: ready(protectedContest), access: ready(false) }))).toBeNull();
  });

  it('counts the group root of a group contest as its admin, after asking the member level', () => {
    const contest = ready({ ...privateContest, gid: 9 });
    expect(needsContestGroupAuth({ ...privateContest, gid: 9 }, alice)).toBe(true);
    expect(needsContestGroupAuth({ ...privateContest, gid: 9 }, root)).toBe(false);
    expect(needsContestGroupAuth(privateContest, alice)).toBe(false);
    expect(needsContestAccess({ ...privateContest, gid: 9 }, alice, 5)).toBe(false);

    expect(contestLock(input({ contest, status: SCHEDULED, groupAuth: ready(5) }))).toBeNull();
    expect(contestLock(input({ contest, status: SCHEDULED, groupAuth: ready(4) }))).toBe('scheduled');
    expect(contestLock(input({ contest, groupAuth: ready(3), access: ready(false) }))).toBe('private');
    expect(contestLock(input({ contest, groupAuth: pending }))).toBe('pending');
    // An unreadable member level only means "not the group root".
    expect(contestLock(input({ contest, groupAuth: failed, access: ready(true) }))).toBeNull();
  });

  it('waits for the contest, and says when it cannot be read', () => {
    expect(contestLock(input({ contest: pending }))).toBe('pending');
    expect(contestLock(input({ contest: failed }))).toBe('error');
    expect(contestLock(input({ status: null }))).toBe('pending');
  });
});

describe('group menu lock', () => {
  it.each([
    [0, 'notMember'],
    [1, 'notMember'],
    [2, 'notMember'],
    [3, null],
    [4, null],
    [5, null],
  ] as const)('member level %i: %s', (level, lock) => {
    expect(groupLock({ user: alice, groupAuth: ready(level) })).toBe(lock);
  });

  it('opens every group to the super admin without asking, but not to a site admin', () => {
    expect(groupLock({ user: root, groupAuth: pending })).toBeNull();
    expect(groupLock({ user: root, groupAuth: ready(0) })).toBeNull();
    expect(groupLock({ user: admin, groupAuth: ready(0) })).toBe('notMember');
  });

  it('waits for the member level, and says when it cannot be read', () => {
    expect(groupLock({ user: alice, groupAuth: pending })).toBe('pending');
    expect(groupLock({ user: alice, groupAuth: failed })).toBe('error');
  });
});

describe('direct visits to a closed page', () => {
  it('lets an open page through, waits while unknown, and sends a closed one home with its reason', () => {
    expect(decideAreaGuard(null)).toEqual({ kind: 'allow' });
    expect(decideAreaGuard('pending')).toEqual({ kind: 'wait' });
    for (const reason of ['scheduled', 'private', 'notMember', 'error'] as const) {
      expect(decideAreaGuard(reason)).toEqual({ kind: 'redirect', reason });
    }
  });
});

describe('contest admin pages lock', () => {
  const adminInput = (changes: Partial<ContestLockInput>) => {
    const { contest, user, groupAuth } = input(changes);
    return { contest, user, groupAuth };
  };

  it('opens to the author and the super admin, refuses a site admin who is not the author', () => {
    const byAlice = ready({ ...publicContest, author: 'alice' });
    expect(contestAdminLock(adminInput({ contest: byAlice }))).toBeNull();
    expect(contestAdminLock(adminInput({ contest: byAlice, user: root }))).toBeNull();
    expect(contestAdminLock(adminInput({ contest: byAlice, user: admin }))).toBe('notContestAdmin');
  });

  it('asks the member level of a group contest and opens to the group root only', () => {
    const groupContest = ready({ ...publicContest, gid: 9 });
    expect(contestAdminLock(adminInput({ contest: groupContest }))).toBe('pending');
    expect(contestAdminLock(adminInput({ contest: groupContest, groupAuth: ready(5) }))).toBeNull();
    expect(contestAdminLock(adminInput({ contest: groupContest, groupAuth: ready(4) }))).toBe(
      'notContestAdmin',
    );
    expect(contestAdminLock(adminInput({ contest: groupContest, groupAuth: failed }))).toBe(
      'notContestAdmin',
    );
  });

  it('waits for the contest, and says when it cannot be read', () => {
    expect(contestAdminLock(adminInput({ contest: pending }))).toBe('pending');
    expect(contestAdminLock(adminInput({ contest: failed }))).toBe('error');
  });
});
