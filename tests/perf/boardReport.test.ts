import type { RefreshWatch } from './boardProbe';
import { deltas, refreshFigures, refreshTable } from './boardReport';

/** A refresh whose request left at 1,000 ms and whose answer was in at 1,400 ms, on the page's clock. */
function watch(overrides: Partial<RefreshWatch> = {}): RefreshWatch {
  return {
    request: { start: 1_000, end: 1_400, bytes: 3_400_000 },
    commits: [
      // The header's clock ticking while the board waits for its answer.
      { at: 900, rows: 0, busy: false },
      { at: 1_001, rows: 0, busy: true },
      { at: 1_390, rows: 0, busy: true },
      // The answer applied: the rows that changed drawn, the busy state over.
      { at: 1_580, rows: 3, busy: false },
      // A second later the clock again.
      { at: 2_400, rows: 0, busy: false },
    ],
    rowsChanged: 3,
    frames: [950, 967, 1_000, 1_017, 1_400, 1_417, 1_600, 1_617, 1_700, 2_400],
    longTasks: [
      { start: 500, duration: 80 },
      { start: 1_420, duration: 150 },
      { start: 2_000, duration: 60 },
    ],
    ...overrides,
  };
}

describe('a refresh’s figures', () => {
  it('times the answer to the commit that ends the busy state, and keeps the frames and tasks in between', () => {
    const run = refreshFigures('3 wrong tries in view', 30, watch());
    expect(run).toMatchObject({ rowsInPage: 30, rowsDrawn: 3, rowsChanged: 3, appliedMs: 180 });
    // From the request (1,000) to 100 ms after the update (1,680): 1,017 → 1,400 is the longest gap.
    expect(run.longestFrame).toBe(383);
    expect(run.longTasks).toEqual([{ start: 1_420, duration: 150 }]);
  });

  it('counts the rows drawn in every commit since the watch began', () => {
    const commits = [
      { at: 1_500, rows: 12, busy: false },
      { at: 1_520, rows: 18, busy: false },
    ];
    expect(refreshFigures('a climb', 30, watch({ commits })).rowsDrawn).toBe(30);
  });

  it('refuses a refresh the page has no timing for', () => {
    expect(() => refreshFigures('nothing changed', 30, watch({ request: null }))).toThrow(/resource timing/);
  });

  it('prints one row per refresh', () => {
    const table = refreshTable([refreshFigures('nothing changed', 30, watch({ longTasks: [] }))]);
    expect(table.split('\n')[2]).toMatch(
      /^\| nothing changed +\| 30 +\| 3 +\| 3 +\| 180 ms +\| 383 ms +\| none +\|$/,
    );
  });
});

describe('deltas', () => {
  it('gives the time between each two frames', () => {
    expect(deltas([0, 16, 33, 83])).toEqual([16, 17, 50]);
    expect(deltas([5])).toEqual([]);
  });
});
