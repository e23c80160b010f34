import { nextDisplayId, toRows } from './contestProblemQueries';

describe('nextDisplayId', () => {
  it('offers the first free letter, then numbers once A to Z are taken', () => {
    expect(nextDisplayId([])).toBe('A');
    expect(nextDisplayId(['A', 'b', 'D'])).toBe('C');
    const alphabet = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
    expect(nextDisplayId(alphabet)).toBe('27');
  });
});

describe('toRows', () => {
  it('keeps the problems the contest lists, by label, and drops any the map lacks', () => {
    const rows = toRows(
      [
        { id: 7, problemId: 'P1007', title: 'Seven' },
        { id: 3, problemId: 'P1003', title: 'Three' },
        { id: 9, problemId: 'P1009', title: 'Stray' },
      ],
      { '7': { id: 1, displayId: 'B', pid: 7 }, '3': { id: 2, displayId: 'A', pid: 3 } },
    );
    expect(rows.map((row) => [row.link.displayId, row.problemId])).toEqual([
      ['A', 'P1003'],
      ['B', 'P1007'],
    ]);
  });
});
