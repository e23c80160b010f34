import type { ACMRankVO, OIRankVO } from '@generated/model/index';
import { users } from '../store/schema/accounts';
import type { Page } from '../http/page';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { problems } from '../store/schema/problems';
import { SECOND, clock } from '../store/clock';
import { judgeMessages } from './texts';
import { APLUSB, submit } from '../jest/submit';

installMockServer();

const rank = <T>(query: string) => call<Page<T>>(`/api/get-rank-list?${query}`);

afterEach(() => clock.unfreeze());

/**
 * New accounts (made through the batch import) whose submissions are known because the test makes them: the
 * expected rank rows follow from these facts, not from the rank code's own filter.
 */
async function newAccounts(...names: string[]): Promise<Record<string, string>> {
  const root = await loginAs('root', { admin: true });
  await call(`/api/admin/user/insert-batch-user`, {
    token: root,
    json: { users: names.map((name) => [name, 'secret123']) },
  });
  const tokens: Record<string, string> = {};
  for (const name of names) {
    const { response } = await call('/api/login', { json: { username: name, password: 'secret123' } });
    tokens[name] = response.headers.get('Authorization') ?? '';
  }
  return tokens;
}

/** Submits and lets the judge finish; the clock moves past the site's minimum interval between submissions. */
async function judged(token: string, fields: Record<string, unknown>): Promise<void> {
  const { body } = await submit(token, fields);
  if (body.status !== 200) throw new Error(`submission refused: ${body.msg}`);
  clock.advance(60 * SECOND);
}

/** A public OI problem outside groups, judged locally: an Accepted run there earns a rank score. */
const oiProblem = () => {
  const found = problems.find((p) => p.type === 1 && p.auth === 1 && p.gid === null && !p.isRemote);
  if (!found) throw new Error('no public OI problem in the seed');
  return found.problemId;
};

describe('GET /api/get-rank-list', () => {
  it('ranks every active user for ACM by problems solved outside contests, then by fewer submissions', async () => {
    const { body } = await rank<ACMRankVO>('type=0');
    expect(body.status).toBe(200);
    const active = users.filter((u) => u.status === 0).length;
    expect(body.data).toMatchObject({ total: active, size: 30 });
    expect(body.data.records).toHaveLength(Math.min(active, 30));
    const rows = body.data.records;
    for (let i = 1; i < rows.length; i += 1) {
      const [a, b] = [rows[i - 1], rows[i]];
      if (!a || !b) continue;
      const [acA, acB] = [a.ac ?? 0, b.ac ?? 0];
      expect(acA > acB || (acA === acB && (a.total ?? 0) <= (b.total ?? 0))).toBe(true);
    }
  });

  it('counts solved problems once each and every practice submission, from submissions the test makes', async () => {
    clock.freeze();
    const { solver } = await newAccounts('solver');
    const token = solver ?? '';
    await judged(token, { pid: 'P1001' });
    await judged(token, { pid: 'P1001' });
    await judged(token, { pid: 'P1002', code: `${APLUSB}// hoj:verdict WA\n` });
    await judged(token, { pid: 'P1003', code: `${APLUSB}// hoj:verdict CE\n` });
    await judged(token, { pid: 'P1003' });
    // Facts: P1001 and P1003 solved (twice and once), P1002 never; five submissions outside contests.
    const { body } = await rank<ACMRankVO>('type=0&searchUser=solver');
    expect(body.data.records).toEqual([expect.objectContaining({ username: 'solver', ac: 2, total: 5 })]);
  });

  it('counts nothing for an account that may not submit (the seed gives such roles no submissions)', async () => {
    const muted = users.find((u) => u.role === 'no_submit_mute_user');
    const { body } = await rank<ACMRankVO>(`type=0&searchUser=${muted?.username ?? '?'}`);
    expect(body.data.records).toContainEqual(
      expect.objectContaining({ username: muted?.username, ac: 0, total: 0 }),
    );
  });

  it('ranks OI by the sum of the best rank scores, and pages', async () => {
    const { body } = await rank<OIRankVO>('type=1&limit=10');
    const scores = body.data.records.map((r) => r.score ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(0);
    const next = await rank<OIRankVO>('type=1&limit=10&currentPage=2');
    expect(next.body.data.records[0]?.score ?? 0).toBeLessThanOrEqual(scores.at(-1) ?? 0);
    expect(next.body.data.current).toBe(2);
  });

  it('breaks an OI score tie by more accepted problems first (UserRecordMapper: ORDER BY score DESC, ac DESC)', async () => {
    clock.freeze();
    const tokens = await newAccounts('tie_one', 'tie_two');
    const pid = oiProblem();
    // Both earn the same OI score on one problem; tie_two also solves an ACM problem (no rank score, one more AC).
    await judged(tokens.tie_one ?? '', { pid });
    await judged(tokens.tie_two ?? '', { pid });
    await judged(tokens.tie_two ?? '', { pid: 'P1001' });
    const { body } = await rank<OIRankVO>('type=1&searchUser=tie_');
    const rows = body.data.records.map((r) => ({ username: r.username, score: r.score, ac: r.ac }));
    expect(rows[0]?.score).toBeGreaterThan(0);
    expect(rows).toEqual([
      { username: 'tie_two', score: rows[0]?.score, ac: 2 },
      { username: 'tie_one', score: rows[0]?.score, ac: 1 },
    ]);
  });

  it('finds users by username, nickname or real name, and refuses another type', async () => {
    const { body } = await rank<ACMRankVO>('type=0&searchUser=ALIC');
    expect(body.data.records.map((r) => r.username)).toContain('alice');
    const other = await rank('type=2');
    expect(other.body).toMatchObject({ status: 400, msg: judgeMessages.rankType });
  });
});
