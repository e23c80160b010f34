import { resetDb } from '../registry';
import { problems } from '../store/schema/problems';
import { discussions } from '../store/schema/discussions';

describe('the seeded discussions', () => {
  it('name their problems by display ids the problem bank has, as the portal links them', () => {
    resetDb();
    const linked = discussions.filter((d) => d.pid !== null);
    expect(linked.length).toBeGreaterThan(0);
    const unknown = linked
      .filter((d) => problems.one('problemId', d.pid ?? '') === undefined)
      .map((d) => d.pid);
    expect(unknown).toEqual([]);
  });
});
