import { timelinePolicy } from './timeline';

describe('the states a resolution keeps', () => {
  it('keeps every state of a small board', () => {
    expect(timelinePolicy(27, 40)).toEqual({ recent: 1000, every: 1000 });
  });

  it('keeps few copies of a large board: recent ones and checkpoints, about 100,000 rows in all', () => {
    const policy = timelinePolicy(5000, 8000);
    expect(policy).toEqual({ recent: 10, every: 400 });
    const kept = (2 * policy.recent + 1 + Math.ceil(8000 / policy.every)) * 5000;
    expect(kept).toBeLessThanOrEqual(210_000);
  });
});
