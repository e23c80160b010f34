import { ApiError } from '@hoj/core/http/apiError';
import type { CheckedRow } from './csvModel';
import { failedUsernamesOf, runImport, type SendChunk } from './importRun';
import { neutralizeFormula, rejectedRowsCsv } from './rejectedCsv';

function row(index: number, username: string): CheckedRow {
  const values = {
    username,
    password: 'secret1',
    email: '',
    realname: '',
    gender: '',
    nickname: '',
    school: '',
  };
  return { index, line: index + 1, raw: [username, 'secret1'], values, errors: {}, trimmed: [] };
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

describe('runImport', () => {
  const rows = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name, i) => row(i, name));

  it('sends chunks and maps the backend failure report to the failed usernames only', async () => {
    const sent: string[][][] = [];
    const send: SendChunk = (users) => {
      sent.push(users);
      if (sent.length === 1) {
        return Promise.reject(apiError('business', '[导入结果] 成功数：1,  失败数：1,  失败的用户名：[a2]'));
      }
      return Promise.resolve(null);
    };
    const outcomes = await runImport(rows, send, { chunkSize: 2 });
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
    expect(outcomes.get(0)).toEqual({ state: 'created' });
    expect(outcomes.get(1)).toMatchObject({ state: 'failed' });
    expect([2, 3, 4].map((i) => outcomes.get(i)?.state)).toEqual(['created', 'created', 'created']);
  });

  it('retries a chunk after a network error and reports it per row when retries run out', async () => {
    let calls = 0;
    const flaky: SendChunk = () =>
      ++calls === 1 ? Promise.reject(apiError('network', 'offline')) : Promise.resolve(null);
    const retried = await runImport(rows.slice(0, 2), flaky, { retryDelayMs: 0 });
    expect(calls).toBe(2);
    expect(retried.get(1)).toEqual({ state: 'created' });

    const down: SendChunk = () => Promise.reject(apiError('network', 'offline'));
    const failed = await runImport(rows, down, { chunkSize: 2, attempts: 2, retryDelayMs: 0 });
    expect([...failed.values()].every((o) => o.state === 'failed')).toBe(true);
    expect(failed.size).toBe(5);
  });

  it('stops after a permission error and on cancel, reporting the rest as not sent', async () => {
    const forbidden: SendChunk = () => Promise.reject(apiError('forbidden', 'no permission'));
    const stopped = await runImport(rows, forbidden, { chunkSize: 2 });
    expect(stopped.get(0)).toEqual({ state: 'failed', reason: 'no permission' });
    expect(stopped.get(4)).toEqual({ state: 'notSent', reason: 'stopped', detail: 'no permission' });

    const controller = new AbortController();
    const cancelling: SendChunk = () => {
      controller.abort();
      return Promise.resolve(null);
    };
    const cancelled = await runImport(rows, cancelling, { chunkSize: 2, signal: controller.signal });
    expect(cancelled.get(1)).toEqual({ state: 'created' });
    expect(cancelled.get(2)).toEqual({ state: 'notSent', reason: 'cancelled' });
  });

  it('reads the failed usernames out of the backend message', () => {
    expect(failedUsernamesOf('[导入结果] 成功数：0,  失败数：2,  失败的用户名：[bob, alice]')).toEqual([
      'bob',
      'alice',
    ]);
    expect(failedUsernamesOf('导入的用户不能为空！')).toBeNull();
  });
});

describe('rejectedRowsCsv', () => {
  it('neutralises spreadsheet formulas and quotes separators', () => {
    expect(['=SUM(A1)', '+1', '-1', '@x', '\tx', '\rx', 'plain'].map(neutralizeFormula)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-1",
      "'@x",
      "'\tx",
      "'\rx",
      'plain',
    ]);
    const csv = rejectedRowsCsv([{ cells: ['=cmd|calc', 'pw,1'], reason: 'password: "bad"' }], 'reason');
    expect(csv).toBe(
      '\uFEFFusername,password,email,realname,gender,nickname,school,reason\r\n' +
        `'=cmd|calc,"pw,1",,,,,,"password: ""bad"""\r\n`,
    );
  });
});
