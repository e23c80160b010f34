import { JudgeStatus, type ContestRecord } from '@generated/model/index';
import { userByUsername } from '../store/schema/accounts';
import type { Page } from '../http/page';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { APLUSB } from '../jest/submit';
import { SECOND, clock } from '../store/clock';
import { contestRecords, contests } from '../store/schema/contests';
import { submissions } from '../store/schema/judge';
import { contestProblems } from '../store/schema/problems';
import { contestMessages } from './texts';

installMockServer();

const acInfo = async (query: string, username = 'root') =>
  (await call<Page<ContestRecord>>(`/api/get-contest-ac-info?${query}`, { token: await loginAs(username) }))
    .body;
const check = async (json: unknown, username = 'root') =>
  (await call('/api/check-contest-ac-info', { method: 'PUT', json, token: await loginAs(username) })).body;
const uidOf = (username: string) => userByUsername(username)?.uid ?? '';

/** What the balloon list must hold, worked out from the submissions: each team's first accept per problem. */
function firstAccepts(cid: number): Map<string, number> {
  const contest = contests.get(cid);
  if (!contest) throw new Error(`contest ${cid} is not seeded`);
  const left = new Set([uidOf('root'), contest.uid]);
  const first = new Map<string, number>();
  for (const s of submissions.where('cid', cid).sort((a, b) => a.submitId - b.submitId)) {
    if (s.status !== JudgeStatus.ACCEPTED || left.has(s.uid)) continue;
    if (s.submitTime < contest.startTime || s.submitTime > contest.endTime) continue;
    const key = `${s.uid}:${s.pid}`;
    if (!first.has(key)) first.set(key, s.submitId);
  }
  return first;
}

describe('GET /api/get-contest-ac-info', () => {
  it('lists each team’s first accept of each problem, neither root’s nor the creator’s nor any after the end', async () => {
    const { status, data } = await acInfo('cid=8&limit=500');
    expect(status).toBe(200);
    const expected = firstAccepts(8);
    expect(data.total).toBe(expected.size);
    expect(new Map(data.records.map((r) => [`${r.uid}:${r.pid}`, r.submitId]))).toEqual(expected);
    expect(data.records.every((r) => r.status === 1 && r.cid === 8 && r.displayId !== null)).toBe(true);
    // The late accepts of this contest (it takes submissions after its end) are not balloons.
    const end = contests.get(8)?.endTime.getTime() ?? 0;
    expect(data.records.every((r) => Date.parse(r.submitTime ?? '') <= end)).toBe(true);
  });

  it('puts undelivered balloons first, each group by submission time, and marks the first accept of each problem', async () => {
    const { data } = await acInfo('cid=8&limit=500');
    const checked = data.records.map((r) => r.checked);
    expect(checked).toEqual([...checked].sort((a, b) => Number(a) - Number(b)));
    expect(checked).toContain(false);
    expect(checked).toContain(true);
    for (const group of [false, true]) {
      const times = data.records
        .filter((r) => r.checked === group)
        .map((r) => Date.parse(r.submitTime ?? ''));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    const earliest = new Map<number, number>();
    for (const r of data.records)
      earliest.set(r.pid ?? 0, Math.min(earliest.get(r.pid ?? 0) ?? Infinity, r.time ?? 0));
    const bloods = data.records.filter((r) => r.firstBlood);
    expect(new Set(bloods.map((r) => r.pid)).size).toBe(bloods.length);
    expect(bloods.length).toBe(earliest.size);
    for (const r of bloods) expect(r.time).toBe(earliest.get(r.pid ?? 0));
  });

  it('answers the columns the backend selects: names from the account, time in seconds from the start', async () => {
    const { data } = await acInfo('cid=8&limit=1');
    const [first] = data.records;
    const submission = submissions.get(first?.submitId ?? 0);
    const start = contests.get(8)?.startTime.getTime() ?? 0;
    expect(first).toMatchObject({
      username: expect.any(String),
      realname: expect.any(String),
      cpid: null,
      score: null,
      useTime: null,
      time: Math.floor(((submission?.submitTime.getTime() ?? 0) - start) / 1000),
    });
  });

  it('pages 30 at a time by default, with the total of every listed row', async () => {
    const all = (await acInfo('cid=8&limit=500')).data.records;
    const first = (await acInfo('cid=8')).data;
    expect(first).toMatchObject({ size: 30, current: 1, total: all.length });
    expect(first.records.map((r) => r.id)).toEqual(all.slice(0, 30).map((r) => r.id));
    const second = (await acInfo('cid=8&limit=5&currentPage=2')).data;
    expect(second.records.map((r) => r.id)).toEqual(all.slice(5, 10).map((r) => r.id));
    expect(second.pages).toBe(Math.ceil(all.length / 5));
  });

  it('is for the contest’s admins: root and its creator; others get 对不起，您无权限操作！', async () => {
    expect((await acInfo('cid=8', 'admin')).status).toBe(200);
    for (const username of ['problemadmin', 'alice'])
      expect(await acInfo('cid=8', username)).toEqual({
        status: 403,
        msg: '对不起，您无权限操作！',
        data: null,
      });
  });

  it('fails with HTTP 500 for an unknown contest (the backend reads it unchecked)', async () => {
    for (const username of ['root', 'alice']) {
      const answer = await call(`/api/get-contest-ac-info?cid=9999`, { token: await loginAs(username) });
      expect([answer.response.status, answer.body.msg]).toEqual([500, 'Server Error!']);
    }
  });

  it('lists a new accept once the judge has passed it, and drops it again while a rejudge runs', async () => {
    clock.freeze();
    const alice = await loginAs('alice');
    const sent = await call<{ submitId: number }>('/api/submit-problem-judge', {
      token: alice,
      json: { pid: 'B', language: 'C++', code: APLUSB, cid: 2, isRemote: false },
    });
    const submitId = sent.body.data.submitId;
    const listed = async () => (await acInfo('cid=2&limit=500')).data.records.map((r) => r.submitId);
    expect(await listed()).not.toContain(submitId);
    clock.advance(4 * SECOND);
    const isFirst = firstAccepts(2).get(`${uidOf('alice')}:${submissions.get(submitId)?.pid}`) === submitId;
    expect((await listed()).includes(submitId)).toBe(isFirst);

    const pid = submissions.get(submitId)?.pid;
    await call(`/api/admin/judge/rejudge-contest-problem?cid=2&pid=${pid}`, { token: await loginAs('root') });
    expect((await acInfo('cid=2&limit=500')).data.records.some((r) => r.pid === pid)).toBe(false);
    clock.advance(4 * SECOND);
    expect((await acInfo('cid=2&limit=500')).data.records.some((r) => r.pid === pid)).toBe(true);
  });
});

describe('PUT /api/check-contest-ac-info', () => {
  it('marks a balloon delivered and back; the list moves it among the delivered ones', async () => {
    const before = (await acInfo('cid=8&limit=500')).data.records;
    const waiting = before.find((r) => !r.checked);
    if (!waiting) throw new Error('contest 8 has no undelivered balloon');
    expect(await check({ id: waiting.id, cid: 8, checked: true }, 'admin')).toEqual({
      status: 200,
      msg: 'success',
      data: null,
    });
    const after = (await acInfo('cid=8&limit=500')).data.records;
    expect(after.find((r) => r.id === waiting.id)?.checked).toBe(true);
    expect(after.findIndex((r) => r.id === waiting.id)).toBeGreaterThan(after.findIndex((r) => r.checked));
    await check({ id: waiting.id, cid: 8, checked: false });
    expect(contestRecords.get(waiting.id)?.checked).toBe(false);
  });

  it('changes nothing without `checked`, and says 修改失败！ for a record that does not exist', async () => {
    const record = contestRecords.where('cid', 8)[0];
    const was = record?.checked;
    expect((await check({ id: record?.id, cid: 8 })).status).toBe(200);
    expect(contestRecords.get(record?.id)?.checked).toBe(was);
    expect(await check({ id: 987654, cid: 8, checked: true })).toMatchObject({
      status: 400,
      msg: contestMessages.updateFailed,
    });
    // Root passes the admin check before the contest is read: an empty body is only a failed update.
    expect(await check({})).toMatchObject({ status: 400, msg: '修改失败！' });
  });

  it('refuses anyone but the contest’s admins, whatever contest the record is of', async () => {
    const record = contestRecords.where('cid', 8)[0];
    expect(await check({ id: record?.id, cid: 8, checked: true }, 'alice')).toMatchObject({ status: 403 });
    // The backend finds the record by id alone: the contest named only decides who may.
    const other = contestRecords.where('cid', 2)[0];
    expect((await check({ id: other?.id, cid: 8, checked: true }, 'admin')).status).toBe(200);
    expect(contestRecords.get(other?.id)?.checked).toBe(true);
    expect(contestProblems.where('cid', 8).length).toBeGreaterThan(0);
  });
});
