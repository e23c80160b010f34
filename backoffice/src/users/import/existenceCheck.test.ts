import { checkUsernameOrEmail } from '@generated/api/account/account';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { resetBrowserState } from '@backoffice/test/loginAs';
import type { CheckedRow } from './csvModel';
import { checkExisting, lookUpAccounts, type CheckOne } from './existenceCheck';
import { checkRecord } from './validate';

installMockServer();

afterEach(resetBrowserState);

const QUIET: HojRequestInit = { silent: true };
const server: CheckOne = (query) => checkUsernameOrEmail(query, QUIET);

const rowsOf = (...records: string[][]): CheckedRow[] =>
  records.map((cells, index) => checkRecord({ line: index + 1, cells }, index));

describe('checking the file against the server before the import', () => {
  it('marks the rows whose username or e-mail an account already has, and only those', async () => {
    const rows = rowsOf(
      ['alice', 'secret1'],
      ['newcomer1', 'secret1', 'alice@hoj.test'],
      ['bob', 'secret1', 'BOB@hoj.test'],
      ['newcomer2', 'secret1', 'newcomer2@example.com'],
      ['newcomer3', 'secret1'],
    );
    await checkExisting(rows, server);
    expect(rows.map((row) => row.errors)).toEqual([
      { username: 'usernameExists' },
      { email: 'emailExists' },
      { username: 'usernameExists', email: 'emailExists' },
      {},
      {},
    ]);
  });

  it('keeps the errors a row already had', async () => {
    const rows = rowsOf(['newcomer1', 'secret1', 'not-an-email', 'x\u0001']);
    await checkExisting(rows, server);
    expect(rows[0]?.errors).toEqual({ email: 'emailFormat', realname: 'fieldCharacters' });
  });

  it('asks about an e-mail only when the row has one', async () => {
    const asked: Parameters<CheckOne>[0][] = [];
    const recording: CheckOne = (query) => {
      asked.push(query);
      return Promise.resolve({});
    };
    await lookUpAccounts(rowsOf(['ann2', 'secret1'], ['ben2', 'secret1', 'ben2@example.com']), recording);
    expect(asked).toEqual([{ username: 'ann2' }, { username: 'ben2', email: 'ben2@example.com' }]);
  });

  it('keys the answers by row index, and reads only a plain true as existing', async () => {
    const rows = rowsOf(['a2', 'secret1'], ['b2', 'secret1'], ['c2', 'secret1']).map((row, i) => ({
      ...row,
      index: 10 + i,
    }));
    const answers: Record<string, { username?: boolean; email?: boolean }> = {
      a2: { username: true },
      b2: { email: true },
      c2: {},
    };
    const found = await lookUpAccounts(rows, ({ username }) => Promise.resolve(answers[username] ?? {}));
    expect([...found.entries()].sort(([a], [b]) => a - b)).toEqual([
      [10, { username: true, email: false }],
      [11, { username: false, email: true }],
      [12, { username: false, email: false }],
    ]);
  });

  it('asks a few at a time, not all at once nor one by one, and reports its progress', async () => {
    const rows = rowsOf(...Array.from({ length: 20 }, (_, i) => [`user${i}`, 'secret1']));
    let open = 0;
    let most = 0;
    const pending: (() => void)[] = [];
    const slow: CheckOne = () =>
      new Promise((resolve) => {
        open++;
        most = Math.max(most, open);
        pending.push(() => {
          open--;
          resolve({ username: false, email: false });
        });
      });
    const progress: [number, number][] = [];
    const done = lookUpAccounts(rows, slow, (n, total) => progress.push([n, total]));
    // Answer the calls as they come, so the next ones start (a bounded number of turns, never a hang).
    for (let turn = 0; turn < 200 && progress.length < rows.length; turn++) {
      await Promise.resolve();
      pending.shift()?.();
    }
    const found = await done;
    expect(found.size).toBe(20);
    expect(most).toBe(6);
    expect(progress).toEqual(Array.from({ length: 20 }, (_, i) => [i + 1, 20]));
  });

  it('asks nothing for no rows', async () => {
    const check = jest.fn<ReturnType<CheckOne>, Parameters<CheckOne>>();
    expect((await lookUpAccounts([], check)).size).toBe(0);
    expect(check).not.toHaveBeenCalled();
  });

  it('stops asking when cancelled, leaving the rows not asked about unmarked', async () => {
    const rows = rowsOf(...Array.from({ length: 20 }, (_, i) => [`user${i}`, 'secret1']));
    const controller = new AbortController();
    let calls = 0;
    const everyone: CheckOne = () => {
      calls++;
      if (calls === 8) controller.abort();
      return Promise.resolve({ username: true });
    };
    await checkExisting(rows, everyone, undefined, controller.signal);
    expect(calls).toBe(8);
    const marked = rows.filter((row) => row.errors.username === 'usernameExists');
    expect(marked).toHaveLength(8);
    expect(rows.slice(8).every((row) => row.errors.username === undefined)).toBe(true);
  });

  it('asks nothing when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const check = jest.fn<ReturnType<CheckOne>, Parameters<CheckOne>>();
    const rows = rowsOf(['alice', 'secret1']);
    await checkExisting(rows, check, undefined, controller.signal);
    expect(check).not.toHaveBeenCalled();
    expect(rows[0]?.errors).toEqual({});
  });
});
