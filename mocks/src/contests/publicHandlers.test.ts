import type { ContestVO } from '@generated/model/index';
import type { Page } from '../http/page';
import { installMockServer } from '../jest/installMockServer';
import { call } from '../jest/requests';
import { clock } from '../store/clock';
import { contests } from '../store/schema/contests';
import { contestStatus } from '../store/queries/contests';

installMockServer();

async function list(query = '') {
  const { body } = await call<Page<ContestVO>>(`/api/get-contest-list?limit=50${query}`);
  return body.data.records;
}

describe('GET /api/get-contest-list', () => {
  it('lists visible site contests only: scheduled, then running, then ended, latest start first', async () => {
    const records = await list();
    const expected = contests.filter((c) => c.visible && c.gid === null);
    expect(records.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
    const statuses = records.map((c) => c.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    for (let i = 1; i < records.length; i += 1) {
      const [prev, next] = [records[i - 1], records[i]];
      if (prev && next && prev.status === next.status) expect(prev.startTime >= next.startTime).toBe(true);
    }
  });

  it('filters by status, rule type and title', async () => {
    const now = clock.now();
    const running = contests.filter((c) => c.visible && c.gid === null && contestStatus(c, now) === 0);
    expect((await list('&status=0')).map((c) => c.id)).toEqual(running.map((c) => c.id));
    expect((await list('&type=1')).every((c) => c.type === 1)).toBe(true);
    expect((await list('&keyword=新生')).map((c) => c.title)).toEqual(['新生入门赛']);
  });
});
