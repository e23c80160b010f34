import type { ACMRankVO, OIRankVO } from '@generated/model/index';
import { users } from '../accounts/tables';
import type { Page } from '../http/page';
import { installMockServer } from '../jest/installMockServer';
import { call } from '../jest/requests';
import { submissions } from './tables';
import { judgeMessages } from './texts';

installMockServer();

const rank = <T>(query: string) => call<Page<T>>(`/api/get-rank-list?${query}`);

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
    const top = rows[0];
    const solved = new Set(
      submissions
        .filter((s) => s.uid === top?.uid && s.cid === 0 && s.gid === null && s.status === 0)
        .map((s) => s.pid),
    );
    expect(top?.ac).toBe(solved.size);
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

  it('finds users by username, nickname or real name, and refuses another type', async () => {
    const { body } = await rank<ACMRankVO>('type=0&searchUser=ALIC');
    expect(body.data.records.map((r) => r.username)).toContain('alice');
    const other = await rank('type=2');
    expect(other.body).toMatchObject({ status: 400, msg: judgeMessages.rankType });
  });
});
