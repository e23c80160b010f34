import { act, screen, within } from '@testing-library/react';
import type { ACMContestRankVO } from '@generated/model/index';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { resetPortal } from '@portal/test/renderApp';
import { watchRowRenders } from '../model/rowRenders';
import { acmRecord, contestOf, problemsOf, rankPage, renderBoard, serveBoard } from './boardHarness.testing';

const server = installMockServer();

const HOUR = 3_600_000;

beforeEach(() => {
  resetPortal();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
});
afterEach(() => jest.useRealTimers());

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const autoSwitch = () => screen.getByRole('switch', { name: 'Auto refresh (30 s)' });
const table = () => screen.findByRole('table', { name: 'Contest standings' });

const teams = ['ann', 'ben', 'cid', 'dan', 'eve', 'fay'];
const board = (change: (record: ACMContestRankVO) => ACMContestRankVO = (record) => record) =>
  rankPage(
    teams.map((uid, index) =>
      change(acmRecord(uid, { rank: index + 1, ac: 1 }, { A: { errorNum: index, isAC: true, ACTime: 600 } })),
    ),
  );

describe('the board’s auto refresh', () => {
  it('refreshes every 30 s while the contest runs, and stops when switched off', async () => {
    const bodies = serveBoard(server, () => board());
    const { user } = renderBoard({ contest: contestOf(), problems: problemsOf(['A']), fakeTimers: true });
    await table();
    expect(autoSwitch()).toBeChecked();
    expect(bodies).toHaveLength(1);
    await wait(30_000);
    expect(bodies).toHaveLength(2);
    await wait(30_000);
    expect(bodies).toHaveLength(3);

    await user.click(autoSwitch());
    expect(autoSwitch()).not.toBeChecked();
    await wait(120_000);
    expect(bodies).toHaveLength(3);
  });

  it('is off and disabled once the contest has ended, also when it ends while the board is open', async () => {
    const bodies = serveBoard(server, () => board());
    renderBoard({
      contest: contestOf({ startedMsAgo: 5 * HOUR - 10_000, lengthMs: 5 * HOUR }),
      problems: problemsOf(['A']),
      fakeTimers: true,
    });
    await table();
    expect(autoSwitch()).toBeChecked();
    await wait(11_000);
    expect(autoSwitch()).not.toBeChecked();
    expect(autoSwitch()).toBeDisabled();
    expect(autoSwitch()).toHaveAccessibleDescription('The contest has ended: the board no longer changes');
    await wait(120_000);
    expect(bodies).toHaveLength(1);
  });

  it('stops on a failed load with a notice, keeps the rows, and asks at once when switched on again', async () => {
    let down = false;
    const bodies = serveBoard(server, () => (down ? null : board()));
    const { user } = renderBoard({ contest: contestOf(), problems: problemsOf(['A']), fakeTimers: true });
    await table();
    down = true;
    await wait(30_000);
    expect(bodies).toHaveLength(2);
    expect(
      await screen.findByText(/^Auto refresh stopped: the board could not be loaded/),
    ).toBeInTheDocument();
    expect(autoSwitch()).not.toBeChecked();
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(teams.length);
    await wait(120_000);
    expect(bodies).toHaveLength(2);

    down = false;
    await user.click(autoSwitch());
    await wait(0);
    expect(bodies).toHaveLength(3);
    expect(screen.queryByText(/^Auto refresh stopped/)).not.toBeInTheDocument();
    await wait(30_000);
    expect(bodies).toHaveLength(4);
  });

  it('draws again only the rows whose data changed', async () => {
    let answer = board();
    serveBoard(server, () => answer);
    renderBoard({ contest: contestOf(), problems: problemsOf(['A', 'B']), fakeTimers: true });
    await table();
    const drawn: string[] = [];
    const stop = watchRowRenders((key) => drawn.push(key));
    try {
      // The same board again: nothing is drawn.
      await wait(30_000);
      expect(drawn).toEqual([]);

      // Cid solves B: only cid's row changes.
      answer = board((record) =>
        record.uid === 'cid'
          ? {
              ...record,
              ac: 2,
              submissionInfo: { ...record.submissionInfo, B: { errorNum: 0, isAC: true, ACTime: 900 } },
            }
          : record,
      );
      await wait(30_000);
      expect(drawn).toEqual(['cid']);
      const cid = within(await table()).getByRole('row', { name: /\bcid\b/ });
      expect(within(cid).getAllByRole('cell')[4]).toHaveClass('board__cell--ac');
    } finally {
      stop();
    }
  });
});
