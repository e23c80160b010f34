import { ContestStatus } from '@generated/model/index';
import { contestClockAt, countdownParts } from './contestClock';

const START = Date.UTC(2026, 0, 10, 8, 0, 0);
const END = START + 5 * 3600_000;
const contest = {
  status: ContestStatus.SCHEDULED,
  startTime: new Date(START).toISOString(),
  endTime: new Date(END).toISOString(),
};

describe('contest clock', () => {
  it('counts down to the start, then to the end, then stops', () => {
    expect(contestClockAt(contest, START - 90_000)).toEqual({
      status: ContestStatus.SCHEDULED,
      remainingMs: 90_000,
    });
    expect(contestClockAt(contest, START)).toEqual({
      status: ContestStatus.RUNNING,
      remainingMs: END - START,
    });
    expect(contestClockAt(contest, END - 1)).toEqual({ status: ContestStatus.RUNNING, remainingMs: 1 });
    expect(contestClockAt(contest, END)).toEqual({ status: ContestStatus.ENDED, remainingMs: null });
  });

  it("keeps the server's status when a time cannot be read", () => {
    expect(contestClockAt({ ...contest, status: ContestStatus.RUNNING, endTime: 'soon' }, START)).toEqual({
      status: ContestStatus.RUNNING,
      remainingMs: null,
    });
  });

  it.each([
    [0, { days: 0, time: '00:00:00' }],
    [1, { days: 0, time: '00:00:01' }],
    [59_001, { days: 0, time: '00:01:00' }],
    [3 * 3600_000 + 25 * 60_000 + 7_000, { days: 0, time: '03:25:07' }],
    [2 * 86_400_000 + 3600_000, { days: 2, time: '01:00:00' }],
  ])('shows %i ms as %o', (ms, parts) => {
    expect(countdownParts(ms)).toEqual(parts);
  });
});
