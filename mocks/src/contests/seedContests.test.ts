import { users } from '../store/schema/accounts';
import { installMockServer } from '../jest/installMockServer';
import { contestRegisters, contests } from '../store/schema/contests';

installMockServer();

const registrantsOf = (cid: number) => contestRegisters.filter((r) => r.cid === cid);

// HOJ counts a contest's participants as its contest_register rows (ContestMapper.getContestRegisterCount), and
// registering (ContestManager.toRegisterContest) needs a visible contest and its password.
describe('the seeded contests register only as HOJ could have', () => {
  it('count exactly their registrations, each by an existing account', () => {
    for (const contest of contests) {
      const registered = registrantsOf(contest.id);
      expect({ id: contest.id, count: contest.count }).toEqual({ id: contest.id, count: registered.length });
      expect(new Set(registered.map((r) => r.uid)).size).toBe(registered.length);
      for (const { uid } of registered) expect(users.get(uid)).toBeDefined();
    }
  });

  it('give a public contest no registrations: it has no password to register with', () => {
    const open = contests.filter((c) => c.auth === 0);
    expect(open.length).toBeGreaterThan(0);
    for (const contest of open) expect([contest.id, contest.count]).toEqual([contest.id, 0]);
  });

  it('give a hidden contest none: HOJ answers that it does not exist', () => {
    for (const contest of contests.filter((c) => !c.visible)) expect(registrantsOf(contest.id)).toEqual([]);
  });

  it('still show registrations somewhere, on a contest that asks for a password', () => {
    const registered = contests.filter((c) => c.count > 0);
    expect(registered.length).toBeGreaterThan(0);
    for (const contest of registered) expect(contest.auth).not.toBe(0);
  });
});
