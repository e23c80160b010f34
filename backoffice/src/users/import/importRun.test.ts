import { checkUsernameOrEmail } from '@generated/api/account/account';
import { getAdminUserList, insertAdminBatchUser } from '@generated/api/admin-user/admin-user';
import { ApiError } from '@hoj/core/http/apiError';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { createI18nProvider } from '@backoffice/providers/i18nProvider';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import type { CheckedRow } from './csvModel';
import type { CheckOne } from './existenceCheck';
import { failedRowsOf, runImport, type ImportOutcome, type SendChunk } from './importRun';
import { analyseCsv } from './parseCsv';
import { rowReasons } from './rowView';

installMockServer();

afterEach(resetBrowserState);

function row(index: number, username: string, email = ''): CheckedRow {
  const values = {
    username,
    password: 'secret1',
    email,
    realname: '',
    gender: '',
    nickname: '',
    school: '',
  };
  const raw = email ? [username, 'secret1', email] : [username, 'secret1'];
  return { index, line: index + 1, raw, values, errors: {}, trimmed: [] };
}

const apiError = (kind: 'business' | 'network' | 'forbidden', msg: string) =>
  new ApiError({
    kind,
    msg,
    httpStatus: kind === 'network' ? null : kind === 'forbidden' ? 403 : 200,
    status: kind === 'business' ? 400 : null,
    url: '/api/admin/user/insert-batch-user',
    admin: true,
    transport: kind !== 'business',
  });

const QUIET: HojRequestInit = { silent: true };
const send: SendChunk = (users) => insertAdminBatchUser({ users }, QUIET);
const check: CheckOne = (query) => checkUsernameOrEmail(query, QUIET);

/** The page's reasons for a row, in English. */
async function reasonsIn(rows: readonly CheckedRow[], outcomes: Map<number, ImportOutcome>) {
  const i18n = await createI18nProvider('en-US');
  return rows.map((r) => rowReasons(r, outcomes.get(r.index), i18n.translate).join('; '));
}

async function existsOnServer(username: string): Promise<boolean> {
  const page = await getAdminUserList({ keyword: username, currentPage: 1, limit: 50 }, QUIET);
  return page.records.some((record) => record.username === username);
}

describe('failedRowsOf', () => {
  const report = (failed: string[], succeeded = 0) =>
    `[导入结果] 成功数：${succeeded},  失败数：${failed.length},  失败的用户名：[${failed.join(', ')}]`;

  it('finds the failed rows even when usernames hold ", " or "]"', () => {
    const sent = [row(0, 'p, q'), row(1, 'q'), row(2, 'r]'), row(3, 'new, one'), row(4, 's]')];
    expect(failedRowsOf(report(['p, q', 'r]'], 3), sent)?.map((r) => r.index)).toEqual([0, 2]);
    expect(failedRowsOf(report(['q', 's]'], 3), sent)?.map((r) => r.index)).toEqual([1, 4]);
    expect(failedRowsOf(report([], 5), sent)).toEqual([]);
  });

  it('gives up on a report it cannot read one way only, or whose count does not match', () => {
    // "a, b" could be the row "a, b" or the rows "a" and "b".
    const sent = [row(0, 'a, b'), row(1, 'a'), row(2, 'b')];
    expect(failedRowsOf(report(['a', 'b']), sent)).toBeNull();
    expect(failedRowsOf('[导入结果] 成功数：0,  失败数：1,  失败的用户名：[zzz]', sent)).toBeNull();
    expect(failedRowsOf('Server Error!', sent)).toBeNull();
    expect(failedRowsOf('[导入结果] 成功数：1,  失败数：2,  失败的用户名：[a]', sent)).toBeNull();
  });

  it('reads a report without a count, and an empty list only when nothing is said to have failed', () => {
    const sent = [row(0, 'a'), row(1, 'b'), row(2, 'c')];
    expect(failedRowsOf('失败的用户名：[a, c]', sent)?.map((r) => r.index)).toEqual([0, 2]);
    expect(failedRowsOf('失败的用户名：[]', sent)).toEqual([]);
    expect(failedRowsOf('[导入结果] 成功数：3,  失败数：0,  失败的用户名：[]', sent)).toEqual([]);
    expect(failedRowsOf('[导入结果] 成功数：1,  失败数：2,  失败的用户名：[]', sent)).toBeNull();
    expect(
      failedRowsOf('[导入结果] 成功数：1,  失败数：2,  失败的用户名：[a, c] (see the log)', sent),
    ).toBeNull();
    expect(failedRowsOf('[导入结果] 成功数：1,  失败数：2,  失败的用户名：[c, a]', sent)).toBeNull();
    expect(failedRowsOf('[导入结果] 成功数：1,  失败数：2,  失败的用户名：[a,c]', sent)).toBeNull();
    expect(
      failedRowsOf('[导入结果] 成功数：2,  失败数：1,  失败的用户名：[b]', sent)?.map((r) => r.index),
    ).toEqual([1]);
    expect(
      failedRowsOf('[导入结果] 成功数：2,  失败数：1,  失败的用户名：[c]', sent)?.map((r) => r.index),
    ).toEqual([2]);
  });

  it('tells usernames apart that start alike or are sent twice', () => {
    const sent = [row(0, 'ab'), row(1, 'a'), row(2, 'abc'), row(3, 'b')];
    expect(failedRowsOf(report(['a', 'b']), sent)?.map((r) => r.index)).toEqual([1, 3]);
    expect(failedRowsOf(report(['ab', 'abc']), sent)?.map((r) => r.index)).toEqual([0, 2]);
    expect(failedRowsOf(report(['abc']), sent)?.map((r) => r.index)).toEqual([2]);
    // Two rows of the same name: which one failed cannot be told.
    expect(failedRowsOf(report(['x']), [row(0, 'x'), row(1, 'x')])).toBeNull();
    expect(failedRowsOf(report(['x', 'x']), [row(0, 'x'), row(1, 'x')])?.map((r) => r.index)).toEqual([0, 1]);
    expect(failedRowsOf(report(['', 'x']), [row(0, ''), row(1, 'x')])).toBeNull();
  });

  it('reads a report of many alike usernames at once (each way of spelling the list is counted once)', () => {
    // 200 rows named "a" and a list of 100 of them: counted path by path, the ways would never finish.
    const sent = Array.from({ length: 200 }, (_, i) => row(i, 'a'));
    expect(failedRowsOf(report(Array.from({ length: 100 }, () => 'a')), sent)).toBeNull();
    expect(failedRowsOf(report(Array.from({ length: 200 }, () => 'a')), sent)?.length).toBe(200);
  });

  it('does not try to read the report of a batch larger than 2000 rows', () => {
    const sent = Array.from({ length: 2001 }, (_, i) => row(i, `u${i}`));
    expect(failedRowsOf(report(['u7']), sent)).toBeNull();
    expect(failedRowsOf(report(['u7']), sent.slice(0, 2000))?.map((r) => r.index)).toEqual([7]);
  });
});

describe('runImport against the server', () => {
  beforeEach(() => loginAs('root'));

  it('attributes each row by what the server holds, whatever the usernames look like', async () => {
    // "p, q" fails (alice's e-mail is taken) while "q" is created: the server's message lists "[p, q]".
    // "r]" fails too (bob's e-mail), which made the message's list unreadable.
    const rows = [
      row(0, 'p, q', 'alice@hoj.test'),
      row(1, 'q'),
      row(2, 'r]', 'BOB@hoj.test'),
      row(3, 'new, one'),
      row(4, 's]'),
    ];
    const outcomes = await runImport(rows, send, { check, chunkSize: 10 });
    expect(rows.map((r) => outcomes.get(r.index))).toEqual([
      { state: 'failed', reason: 'emailExists' },
      { state: 'created' },
      { state: 'failed', reason: 'emailExists' },
      { state: 'created' },
      { state: 'created' },
    ]);
    expect(await existsOnServer('q')).toBe(true);
    expect(await existsOnServer('s]')).toBe(true);
    expect(await existsOnServer('p, q')).toBe(false);
    expect(await reasonsIn(rows, outcomes)).toEqual([
      'E-mail: e-mail already exists',
      '',
      'E-mail: e-mail already exists',
      '',
      '',
    ]);
  });

  it('reports a re-import of more than 500 rows row by row, with short reasons and nothing created twice', async () => {
    const first = Array.from({ length: 520 }, (_, i) => row(i, `bulk${i}`));
    const created = await runImport(first, send, { check, chunkSize: 100 });
    expect([...created.values()].every((o) => o.state === 'created')).toBe(true);

    // Again, with two new rows among them: only those are created, every other row says why it was not.
    const again = [...first, row(520, 'bulk, new'), row(521, 'bulk]new')];
    const outcomes = await runImport(again, send, { check, chunkSize: 100 });
    expect(outcomes.get(0)).toEqual({ state: 'failed', reason: 'usernameExists' });
    expect(outcomes.get(519)).toEqual({ state: 'failed', reason: 'usernameExists' });
    expect(outcomes.get(520)).toEqual({ state: 'created' });
    expect(outcomes.get(521)).toEqual({ state: 'created' });
    const reasons = await reasonsIn(again, outcomes);
    expect(new Set(reasons.slice(0, 520))).toEqual(new Set(['Username: username already exists']));
    expect(reasons.slice(520)).toEqual(['', '']);
  });

  it('marks a row the server did not create for an unknown reason as not created', async () => {
    const rows = [row(0, 'fine1'), row(1, 'fine2')];
    // The server answers a business error for the whole chunk and creates only the first row.
    const partly: SendChunk = async (users) => {
      await send(users.slice(0, 1));
      throw apiError('business', `[导入结果] 成功数：1,  失败数：1,  失败的用户名：[${'x'.repeat(1200)}]`);
    };
    const outcomes = await runImport(rows, partly, { check });
    expect(outcomes.get(0)).toEqual({ state: 'created' });
    expect(outcomes.get(1)).toEqual({ state: 'failed', reason: 'notCreated' });
    expect(await reasonsIn(rows, outcomes)).toEqual(['', 'not created by the server']);
  });
});

describe('runImport when calls fail', () => {
  const rows = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name, i) => row(i, name));
  const nobody: CheckOne = () => Promise.resolve({ username: false, email: false });

  it('sends chunks of the given size', async () => {
    const sent: string[][][] = [];
    const recording: SendChunk = (users) => {
      sent.push(users);
      return Promise.resolve(null);
    };
    const outcomes = await runImport(rows, recording, { check: nobody, chunkSize: 2 });
    expect(sent).toEqual([
      [
        ['a1', 'secret1'],
        ['a2', 'secret1'],
      ],
      [
        ['a3', 'secret1'],
        ['a4', 'secret1'],
      ],
      [['a5', 'secret1']],
    ]);
    expect([...outcomes.values()].every((o) => o.state === 'created')).toBe(true);
  });

  it('retries a chunk after a network error, then reads the outcome from the server', async () => {
    let calls = 0;
    const flaky: SendChunk = () =>
      ++calls === 1 ? Promise.reject(apiError('network', 'offline')) : Promise.resolve(null);
    const retried = await runImport(rows.slice(0, 2), flaky, { check: nobody, retryDelayMs: 0 });
    expect(calls).toBe(2);
    expect(retried.get(1)).toEqual({ state: 'created' });

    // The server never answered, but created a3 and a4 before the connection dropped.
    const created = new Set(['a3', 'a4']);
    const some: CheckOne = ({ username }) => Promise.resolve({ username: created.has(username) });
    const down: SendChunk = () => Promise.reject(apiError('network', 'offline'));
    const failed = await runImport(rows, down, {
      check: some,
      chunkSize: 2,
      attempts: 2,
      retryDelayMs: 0,
    });
    expect([0, 1, 2, 3, 4].map((i) => failed.get(i))).toEqual([
      { state: 'failed', reason: 'notCreated', detail: 'offline' },
      { state: 'failed', reason: 'notCreated', detail: 'offline' },
      { state: 'created' },
      { state: 'created' },
      { state: 'failed', reason: 'notCreated', detail: 'offline' },
    ]);

    // Neither the import nor the check gets an answer: the outcome is unknown.
    const unreachable: CheckOne = () => Promise.reject(apiError('network', 'offline'));
    const unknown = await runImport(rows.slice(0, 1), down, {
      check: unreachable,
      attempts: 1,
    });
    expect(unknown.get(0)).toEqual({ state: 'failed', reason: 'unknown', detail: 'offline' });
  });

  it('stops after a permission error and on cancel, reporting the rest as not sent', async () => {
    const forbidden: SendChunk = () => Promise.reject(apiError('forbidden', 'no permission'));
    const stopped = await runImport(rows, forbidden, { check: nobody, chunkSize: 2 });
    expect(stopped.get(0)).toEqual({ state: 'failed', reason: 'refused', detail: 'no permission' });
    expect(stopped.get(4)).toEqual({ state: 'notSent', reason: 'stopped', detail: 'no permission' });

    const controller = new AbortController();
    const cancelling: SendChunk = () => {
      controller.abort();
      return Promise.resolve(null);
    };
    const cancelled = await runImport(rows, cancelling, {
      check: nobody,
      chunkSize: 2,
      signal: controller.signal,
    });
    expect(cancelled.get(1)).toEqual({ state: 'created' });
    expect(cancelled.get(2)).toEqual({ state: 'notSent', reason: 'cancelled' });
  });
});

describe('runImport: what the admin sees of each row', () => {
  beforeEach(() => loginAs('root'));

  async function userOnServer(username: string) {
    const page = await getAdminUserList({ keyword: username, currentPage: 1, limit: 50 }, QUIET);
    return page.records.find((record) => record.username === username);
  }

  it('creates each account with every column of its row: e-mail, real name, gender, nickname, school', async () => {
    const outcome = analyseCsv(
      new TextEncoder().encode(
        'full1,secret1,full1@example.com, 李雷 ,FEMALE, lei ,HOJ University\r\n' +
          'part1,secret2,,,,,Second School\r\n',
      ),
    );
    if (outcome.kind !== 'analysis') throw new Error(`expected an analysis, got ${outcome.kind}`);
    const outcomes = await runImport(outcome.analysis.rows, send, { check });
    expect([...outcomes.values()]).toEqual([{ state: 'created' }, { state: 'created' }]);
    expect(await userOnServer('full1')).toMatchObject({
      email: 'full1@example.com',
      realname: '李雷',
      gender: 'female',
      nickname: 'lei',
      school: 'HOJ University',
    });
    const part = await userOnServer('part1');
    expect(part).toMatchObject({ school: 'Second School' });
    expect(part?.email ?? null).toBeNull();
    expect(part?.realname ?? null).toBeNull();
  });

  it('shows no row as created when the server refuses the whole batch without naming usernames', async () => {
    const rows = [row(0, 'refused1'), row(1, 'refused2', 'refused2@example.com')];
    const rejectAll: SendChunk = () => Promise.reject(apiError('business', '导入的用户不能为空！'));
    const outcomes = await runImport(rows, rejectAll, { check });
    expect(rows.map((r) => outcomes.get(r.index))).toEqual([
      { state: 'failed', reason: 'notCreated' },
      { state: 'failed', reason: 'notCreated' },
    ]);
    expect(await reasonsIn(rows, outcomes)).toEqual([
      'not created by the server',
      'not created by the server',
    ]);
  });

  it('reads the reasons of named failures from the server, and shows the others as created', async () => {
    const rows = [row(0, 'alice'), row(1, 'named1', 'bob@hoj.test'), row(2, 'named2'), row(3, 'named3')];
    // The server names all three failures; named3 failed for a reason the server state does not show.
    const partly: SendChunk = async (users) => {
      await send(users.slice(2, 3));
      throw apiError('business', '[导入结果] 成功数：1,  失败数：3,  失败的用户名：[alice, named1, named3]');
    };
    const outcomes = await runImport(rows, partly, { check });
    expect(rows.map((r) => outcomes.get(r.index))).toEqual([
      { state: 'failed', reason: 'usernameExists' },
      { state: 'failed', reason: 'emailExists' },
      { state: 'created' },
      { state: 'failed', reason: 'notCreated' },
    ]);
  });
});

describe('runImport: failures around the batch', () => {
  const rows = ['b1', 'b2', 'b3', 'b4', 'b5'].map((name, i) => row(i, name));
  const nobody: CheckOne = () => Promise.resolve({ username: false, email: false });
  const unreachable: CheckOne = () => Promise.reject(new Error('check offline'));
  const failing = (kind: ApiError['kind'], msg: string) =>
    new ApiError({ kind, msg, httpStatus: 500, status: null, url: '/x', admin: true, transport: true });

  afterEach(() => jest.useRealTimers());

  it('still tells the named failures from the created rows when their reasons cannot be looked up', async () => {
    const report: SendChunk = () =>
      Promise.reject(apiError('business', '[导入结果] 成功数：3,  失败数：2,  失败的用户名：[b2, b4]'));
    const outcomes = await runImport(rows, report, { check: unreachable });
    expect(rows.map((r) => outcomes.get(r.index))).toEqual([
      { state: 'created' },
      { state: 'failed', reason: 'notCreated' },
      { state: 'created' },
      { state: 'failed', reason: 'notCreated' },
      { state: 'created' },
    ]);
  });

  it('tells a row whose e-mail now exists but not its username as an e-mail clash, after an unreadable report', async () => {
    const unreadable: SendChunk = () => Promise.reject(apiError('business', 'Server Error!'));
    const emailTaken: CheckOne = ({ email }) =>
      Promise.resolve({ username: false, email: email !== undefined });
    const withEmail = [row(0, 'c1', 'c1@hoj.test'), row(1, 'c2')];
    const outcomes = await runImport(withEmail, unreadable, { check: emailTaken });
    expect(outcomes.get(0)).toEqual({ state: 'failed', reason: 'emailExists' });
    expect(outcomes.get(1)).toEqual({ state: 'failed', reason: 'notCreated' });
  });

  it('says the outcome is unknown, with the check’s own error, when neither report nor check can be read', async () => {
    const unreadable: SendChunk = () => Promise.reject(apiError('business', 'Server Error!'));
    const outcomes = await runImport(rows.slice(0, 2), unreadable, { check: unreachable });
    expect(outcomes.get(0)).toEqual({ state: 'failed', reason: 'unknown', detail: 'check offline' });
    const odd: CheckOne = () => Promise.reject('no answer');
    const again = await runImport(rows.slice(0, 1), unreadable, { check: odd });
    expect(again.get(0)).toEqual({ state: 'failed', reason: 'unknown', detail: 'no answer' });
  });

  it('waits longer before each retry, and gives up after three attempts by default', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const down: SendChunk = () => {
      calls++;
      return Promise.reject(failing('server', 'Server Error'));
    };
    const run = runImport(rows.slice(0, 1), down, { check: nobody });
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await jest.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toBe(3);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(3);
    expect((await run).get(0)).toEqual({ state: 'failed', reason: 'notCreated', detail: 'Server Error' });
  });

  it('retries a timeout too, but never a refusal or a report', async () => {
    const kinds: ApiError['kind'][] = [];
    const once = (kind: ApiError['kind']): SendChunk => {
      let first = true;
      return () => {
        kinds.push(kind);
        if (!first) return Promise.resolve(null);
        first = false;
        return Promise.reject(
          kind === 'business' ? apiError('business', 'Server Error!') : failing(kind, kind),
        );
      };
    };
    const timeout = await runImport(rows.slice(0, 1), once('timeout'), { check: nobody, retryDelayMs: 0 });
    expect(timeout.get(0)).toEqual({ state: 'created' });
    await runImport(rows.slice(0, 1), once('unauthorized'), { check: nobody, retryDelayMs: 0 });
    await runImport(rows.slice(0, 1), once('business'), { check: nobody, retryDelayMs: 0 });
    expect(kinds).toEqual(['timeout', 'timeout', 'unauthorized', 'business']);
  });

  it('does not retry once the admin has cancelled', async () => {
    const controller = new AbortController();
    let calls = 0;
    const down: SendChunk = () => {
      calls++;
      controller.abort();
      return Promise.reject(apiError('network', 'offline'));
    };
    const outcomes = await runImport(rows, down, {
      check: nobody,
      chunkSize: 2,
      retryDelayMs: 0,
      signal: controller.signal,
    });
    expect(calls).toBe(1);
    expect(outcomes.get(0)).toEqual({ state: 'failed', reason: 'notCreated', detail: 'offline' });
    expect(outcomes.get(2)).toEqual({ state: 'notSent', reason: 'cancelled' });
    expect(outcomes.get(4)).toEqual({ state: 'notSent', reason: 'cancelled' });
  });

  it('sends nothing when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const spy = jest.fn<ReturnType<SendChunk>, Parameters<SendChunk>>();
    const outcomes = await runImport(rows, spy, { check: nobody, signal: controller.signal });
    expect(spy).not.toHaveBeenCalled();
    expect([...outcomes.values()]).toEqual(rows.map(() => ({ state: 'notSent', reason: 'cancelled' })));
  });

  it('sends no further batch after a refusal', async () => {
    let calls = 0;
    const forbidden: SendChunk = () => {
      calls++;
      return Promise.reject(apiError('forbidden', 'no permission'));
    };
    const outcomes = await runImport(rows, forbidden, { check: nobody, chunkSize: 2 });
    expect(calls).toBe(1);
    expect(outcomes.get(1)).toEqual({ state: 'failed', reason: 'refused', detail: 'no permission' });
    expect(outcomes.get(2)).toEqual({ state: 'notSent', reason: 'stopped', detail: 'no permission' });
  });

  it('shows at most 120 characters of a server message', async () => {
    const refusedWith = async (msg: string) => {
      const forbidden: SendChunk = () => Promise.reject(apiError('forbidden', msg));
      const outcome = (await runImport(rows.slice(0, 1), forbidden, { check: nobody })).get(0);
      return outcome?.state === 'failed' ? outcome.detail : undefined;
    };
    expect(await refusedWith('m'.repeat(120))).toBe('m'.repeat(120));
    expect(await refusedWith('m'.repeat(121))).toBe(`${'m'.repeat(119)}…`);
    const cut = await (async () => {
      const down: SendChunk = () => Promise.reject(apiError('network', 'n'.repeat(500)));
      const outcomes = await runImport(rows.slice(0, 1), down, { check: nobody, attempts: 1 });
      return outcomes.get(0);
    })();
    expect(cut).toEqual({ state: 'failed', reason: 'notCreated', detail: `${'n'.repeat(119)}…` });
  });

  it('lets an error that is no API error through', async () => {
    const broken: SendChunk = () => Promise.reject(new TypeError('bug'));
    await expect(runImport(rows, broken, { check: nobody })).rejects.toThrow('bug');
  });

  it('sends batches of 100 by default and reports the rows done after each', async () => {
    const many = Array.from({ length: 250 }, (_, i) => row(i, `many${i}`));
    const sizes: number[] = [];
    const recording: SendChunk = (users) => {
      sizes.push(users.length);
      return Promise.resolve(null);
    };
    const progress: { done: number; total: number }[] = [];
    await runImport(many, recording, { check: nobody, onChunk: (p) => progress.push(p) });
    expect(sizes).toEqual([100, 100, 50]);
    expect(progress).toEqual([
      { done: 100, total: 250 },
      { done: 200, total: 250 },
      { done: 250, total: 250 },
    ]);
  });
});
