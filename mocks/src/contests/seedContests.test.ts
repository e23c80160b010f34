import { userByUsername, users } from '../store/schema/accounts';
import { installMockServer } from '../jest/installMockServer';
import { contestRegisters, contests, deferredContestRows } from '../store/schema/contests';
import { contestProblems } from '../store/schema/problems';
import { ensureAllContestRows, statusNow } from '../store/queries/contests';
import { seedTime } from '../registry';
import { DAY, HOUR } from '../store/clock';

installMockServer();

const registrantsOf = (cid: number) => contestRegisters.where('cid', cid);
const contest = (id: number) => {
  const row = contests.get(id);
  if (!row) throw new Error(`contest ${id} is not seeded`);
  return row;
};

// HOJ counts a contest's participants as its contest_register rows (ContestMapper.getContestRegisterCount), and
// registering (ContestManager.toRegisterContest) needs a visible contest and its password.
describe('the seeded contests register only as HOJ could have', () => {
  it('count exactly their registrations, each by an existing account, once the deferred rows are made', () => {
    ensureAllContestRows();
    for (const row of contests) {
      const registered = registrantsOf(row.id);
      expect({ id: row.id, count: row.count }).toEqual({ id: row.id, count: registered.length });
      expect(new Set(registered.map((r) => r.uid)).size).toBe(registered.length);
      for (const { uid } of registered) expect(users.get(uid)).toBeDefined();
    }
    // The 5,000-team contest's star teams are among the accounts its rows make.
    for (const name of contest(9).starAccount) expect(userByUsername(name)?.uid).toBeDefined();
  });

  it('give a public contest no registrations: it has no password to register with', () => {
    const open = contests.filter((c) => c.auth === 0);
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) expect([row.id, row.count, row.pwd]).toEqual([row.id, 0, null]);
  });

  it('give a hidden contest none: HOJ answers that it does not exist', () => {
    for (const row of contests.filter((c) => !c.visible)) expect(registrantsOf(row.id)).toEqual([]);
  });

  it('still show registrations somewhere, on a contest that asks for a password', () => {
    const registered = contests.filter((c) => c.count > 0);
    expect(registered.length).toBeGreaterThan(0);
    for (const row of registered) expect(row.auth).not.toBe(0);
  });
});

describe('the ended private ACM contest', () => {
  const ended = () => contest(8);

  it('ended six days ago after five hours, its last hour sealed, and stays sealed (the scroll board lifts it)', () => {
    const row = ended();
    expect([row.type, row.auth, statusNow(row)]).toEqual([0, 1, 1]);
    expect(row.endTime.getTime() - row.startTime.getTime()).toBe(5 * HOUR);
    expect(seedTime().getTime() - row.endTime.getTime()).toBe(6 * DAY);
    expect(row).toMatchObject({ sealRank: true, autoRealRank: false, allowEndSubmit: true, openPrint: true });
    expect(row.sealRankTime?.getTime()).toBe(row.endTime.getTime() - HOUR);
  });

  it('has two dozen registered teams, the demo accounts among them, a star team and awards by number', () => {
    const row = ended();
    const names = registrantsOf(row.id).map((r) => users.get(r.uid)?.username);
    expect(names.length).toBeGreaterThanOrEqual(20);
    expect(names).toEqual(expect.arrayContaining(['alice', 'bob', 'carol', 'dave']));
    expect(row.starAccount).toEqual(['carol']);
    expect(row).toMatchObject({ awardType: 2 });
    expect(row.awardConfig.map((band) => band.num)).toEqual([2, 3, 4]);
  });

  it('labels its eight problems A to H with balloon colours', () => {
    const labels = contestProblems.where('cid', 8).map((cp) => [cp.displayId, cp.color !== null]);
    expect(labels).toEqual('ABCDEFGH'.split('').map((label) => [label, true]));
  });
});

describe('the 5,000-team contest', () => {
  const large = () => contest(9);

  it('is an ended, private, sealed ACM contest of fifteen problems with an open outside board', () => {
    const row = large();
    expect([row.type, row.auth, statusNow(row), row.openRank, row.sealRank]).toEqual([0, 1, 1, true, true]);
    expect(
      contestProblems
        .where('cid', 9)
        .map((cp) => cp.displayId)
        .join(''),
    ).toBe('ABCDEFGHIJKLMNO');
    expect(row.awardConfig.map((band) => band.num)).toEqual([300, 600, 900]);
  });

  it('counts its 5,000 teams before their accounts exist: they are made the first time anything looks for them', () => {
    expect(large().count).toBe(5000);
    expect(deferredContestRows.get(9)).toEqual({ teams: 5000, submissions: 60000, usernamePrefix: 'hn26_' });
    // A scan, which makes nothing (a lookup by username or by the contest would make them).
    expect(users.some((u) => u.username.startsWith('hn26_'))).toBe(false);
    expect(registrantsOf(9)).toHaveLength(5000);
    expect(userByUsername('hn26_0001')).toBeDefined();
  });
});
