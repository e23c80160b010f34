import type { ContestPrint } from '@generated/model/index';
import type { Page } from '../http/page';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs, send } from '../jest/requests';
import { SECOND, clock } from '../store/clock';
import { contestPrints } from '../store/schema/contests';
import { contestMessages } from './texts';

installMockServer();

const TEXT = '#include <stdio.h>\nint main(void) {\n    puts("print me");\n    return 0;\n}\n';

const print = async (json: unknown, username = 'alice') =>
  (await call('/api/submit-print-text', { json, token: await loginAs(username) })).body;
const printList = async (query: string, username = 'root') =>
  (await call<Page<ContestPrint>>(`/api/get-contest-print?${query}`, { token: await loginAs(username) }))
    .body;
const markPrinted = async (query: string, username = 'root') =>
  (
    await call(`/api/check-contest-print-status?${query}`, {
      method: 'PUT',
      json: {},
      token: await loginAs(username),
    })
  ).body;

describe('POST /api/submit-print-text', () => {
  it('stores the text under the sender’s username and real name, waiting to be printed', async () => {
    expect(await print({ cid: 2, content: TEXT })).toEqual({ status: 200, msg: 'success', data: null });
    const stored = contestPrints.where('cid', 2).find((p) => p.content === TEXT);
    expect(stored).toMatchObject({ username: 'alice', realname: '艾丽丝', status: 0 });
  });

  it('lets a user print once in 30 seconds, in any contest, saying how long to wait', async () => {
    clock.freeze();
    expect((await print({ cid: 2, content: TEXT })).status).toBe(200);
    clock.advance(12 * SECOND);
    expect(await print({ cid: 8, content: TEXT })).toEqual({
      status: 403,
      msg: contestMessages.printTooFast(18),
      data: null,
    });
    expect((await print({ cid: 2, content: TEXT }, 'bob')).status).toBe(200);
    clock.advance(18 * SECOND);
    expect((await print({ cid: 2, content: TEXT })).status).toBe(200);
  });

  it('checks contest access first: unknown, not started, private without registration', async () => {
    expect(await print({ cid: 9999, content: TEXT })).toMatchObject({
      status: 400,
      msg: '对不起，该比赛不存在！',
    });
    expect(await print({ content: TEXT })).toMatchObject({ status: 400, msg: '对不起，该比赛不存在！' });
    expect(await print({ cid: 4, content: TEXT })).toMatchObject({
      status: 403,
      msg: '比赛还未开始，您无权访问该比赛！',
    });
    expect(await print({ cid: 8, content: TEXT }, 'problemadmin')).toMatchObject({
      status: 403,
      msg: '对不起，请先到比赛首页输入比赛密码进行注册！',
    });
    // Refusals take no lock: the same user prints at once.
    expect((await print({ cid: 2, content: TEXT }, 'problemadmin')).status).toBe(200);
  });

  it('neither needs printing switched on, nor a running contest, nor a long text (the client asks for 50 characters)', async () => {
    // Contest 1 has ended and never offered printing; the backend checks neither.
    expect((await print({ cid: 1, content: 'A 题' })).status).toBe(200);
    expect((await print({ cid: 8, content: '' }, 'bob')).status).toBe(200);
  });

  it('breaks the NOT NULL column without a text (HTTP 500), the lock already taken', async () => {
    const missing = await call('/api/submit-print-text', { json: { cid: 2 }, token: await loginAs('alice') });
    expect(missing.response.status).toBe(500);
    expect((await print({ cid: 2, content: TEXT })).status).toBe(403);
  });
});

describe('GET /api/get-contest-print', () => {
  it('lists waiting prints first, newest first within each, without their text', async () => {
    const { status, data } = await printList('cid=8');
    expect(status).toBe(200);
    expect(data.records.map((p) => p.status)).toEqual([0, 1, 1, 1]);
    const printed = data.records.filter((p) => p.status === 1).map((p) => Date.parse(p.gmtCreate ?? ''));
    expect(printed).toEqual([...printed].sort((a, b) => b - a));
    expect(data.records.every((p) => p.content === null && p.gmtModified === null && p.cid === 8)).toBe(true);
    expect(data).toMatchObject({ size: 30, total: 4 });
  });

  it('is for the contest’s admins; root asking about an unknown contest gets an empty page', async () => {
    expect((await printList('cid=8', 'admin')).status).toBe(200);
    expect(await printList('cid=8', 'alice')).toEqual({
      status: 403,
      msg: '对不起，您无权限操作！',
      data: null,
    });
    expect((await printList('cid=9999')).data).toMatchObject({ total: 0, records: [] });
    const outsider = await call('/api/get-contest-print?cid=9999', { token: await loginAs('alice') });
    expect(outsider.response.status).toBe(500);
  });
});

describe('PUT /api/check-contest-print-status', () => {
  it('marks a print printed: it moves behind the waiting ones', async () => {
    const waiting = contestPrints.where('cid', 2).find((p) => p.status === 0);
    if (!waiting) throw new Error('contest 2 has no waiting print');
    expect(await markPrinted(`id=${waiting.id}&cid=2`)).toEqual({ status: 200, msg: 'success', data: null });
    expect(contestPrints.get(waiting.id)?.status).toBe(1);
    const order = (await printList('cid=2')).data.records;
    expect(order.findIndex((p) => p.id === waiting.id)).toBeGreaterThan(
      order.findIndex((p) => p.status === 0),
    );
  });

  it('says 修改失败！ for an unknown print and refuses non-admins', async () => {
    expect(await markPrinted('id=9999&cid=2')).toMatchObject({ status: 400, msg: '修改失败！' });
    expect(await markPrinted('id=1&cid=2', 'bob')).toMatchObject({ status: 403 });
  });
});

describe('GET /api/file/download-contest-print-text', () => {
  it('sends the text as <username>_Contest_Print.txt to the contest’s admins', async () => {
    const stored = contestPrints.where('cid', 8).find((p) => p.username === 'tyrel44');
    const response = await send(`/api/file/download-contest-print-text?id=${stored?.id}`, {
      token: await loginAs('admin'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe('attachment;filename=tyrel44_Contest_Print.txt');
    expect(await response.text()).toBe(stored?.content);
  });

  it('refuses others with HTTP 400 and the backend’s words; an unknown print is HTTP 500', async () => {
    const refused = await call('/api/file/download-contest-print-text?id=1', {
      token: await loginAs('alice'),
    });
    expect([refused.response.status, refused.body.msg]).toEqual([
      400,
      contestMessages.printDownloadForbidden,
    ]);
    const unknown = await send('/api/file/download-contest-print-text?id=9999', {
      token: await loginAs('root'),
    });
    expect(unknown.status).toBe(500);
  });
});
