import { screen, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { resetPortal } from '@portal/test/renderApp';
import {
  acmRecord,
  contestOf,
  oiRecord,
  problemsOf,
  rankPage,
  renderBoard,
  serveBoard,
} from './boardHarness.testing';

const server = installMockServer();

beforeEach(() => resetPortal());

const table = () => screen.findByRole('table', { name: 'Contest standings' });
const rowOf = async (name: string) =>
  within(await table()).getByRole('row', { name: new RegExp(`\\b${name}\\b`) });
/** What a screen reader hears for the cell under a problem's column. */
const cellText = (row: HTMLElement, column: number) =>
  within(row).getAllByRole('cell')[column]?.querySelector('.visually-hidden')?.textContent;

describe('an ACM board', () => {
  it('shows the solve minute, `*` after the end, tries, the first solve and frozen tries, each told in words', async () => {
    serveBoard(server, () =>
      rankPage([
        acmRecord(
          'ann',
          { rank: 1, ac: 2, totalTime: 4 * 3600 + 2 * 60 + 5, school: 'North High' },
          {
            A: { errorNum: 1, isAC: true, isFirstAC: true, ACTime: 42 * 60 + 59 },
            B: { errorNum: 0, isAC: true, ACTime: 3 * 3600 },
            C: { errorNum: 2, isAC: true, isAfterContest: true, ACTime: 6 * 3600 },
          },
        ),
        acmRecord(
          'ben',
          { rank: 2 },
          { A: { errorNum: 3 }, B: { errorNum: 1, tryNum: 2 }, C: { errorNum: 0, tryNum: 1 } },
        ),
      ]),
    );
    renderBoard({ contest: contestOf(), problems: problemsOf(['A', 'B', 'C']) });

    const ann = await rowOf('ann');
    // Rank, participant header, solved, penalty, then A, B, C.
    expect(within(ann).getAllByRole('cell')[1]).toHaveTextContent('2');
    // A span of time (h:mm:ss), the same in every zone.
    expect(within(ann).getAllByRole('cell')[2]).toHaveTextContent(/^4:02:05$/);
    expect(within(ann).getByText('North High')).toBeInTheDocument();
    const firstSolve = within(ann).getAllByRole('cell')[3] as HTMLElement;
    expect(firstSolve).toHaveClass('board__cell--firstAc');
    expect(firstSolve).toHaveTextContent(/^422 tries/);
    expect(cellText(ann, 3)).toBe('Solved at minute 42 after 2 tries, the first to solve this problem');
    expect(within(ann).getAllByRole('cell')[4]).toHaveClass('board__cell--ac');
    expect(cellText(ann, 4)).toBe('Solved at minute 180 on the first try');
    expect(within(ann).getAllByRole('cell')[5]).toHaveTextContent(/^\*3 tries/);
    expect(cellText(ann, 5)).toBe('Solved after the contest after 3 tries');

    const ben = await rowOf('ben');
    expect(within(ben).getAllByRole('cell')[3]).toHaveClass('board__cell--wrong');
    expect(cellText(ben, 3)).toBe('3 rejected tries');
    expect(within(ben).getAllByRole('cell')[4]).toHaveClass('board__cell--pending');
    expect(within(ben).getAllByRole('cell')[4]).toHaveTextContent('1+2 tries');
    expect(cellText(ben, 4)).toBe('1 rejected, then 2 tries while the board is frozen, results hidden');
    expect(cellText(ben, 5)).toBe('1 try while the board is frozen, result hidden');
  });

  it('wears the award band’s colours on the rank, keeps text readable, and marks star and girl participants', async () => {
    serveBoard(server, () =>
      rankPage([
        acmRecord('gold', {
          rank: 1,
          isWinAward: true,
          awardName: 'Gold',
          awardBackground: '#ffd700',
          awardColor: '#ffffff',
        }),
        acmRecord('silver', {
          rank: 2,
          isWinAward: true,
          awardName: 'Silver',
          awardBackground: '#4b5563',
          awardColor: '#f9fafb',
          gender: 'female',
        }),
        acmRecord('guest', { rank: -1 }),
      ]),
    );
    renderBoard({ contest: contestOf(), problems: problemsOf(['A']) });

    const gold = await rowOf('gold');
    const goldRank = within(gold).getAllByRole('cell')[0] as HTMLElement;
    // White on gold is unreadable: the text turns dark, the band's background stays.
    expect(goldRank).toHaveStyle({ background: '#ffd700', color: '#111827' });
    expect(goldRank).toHaveTextContent('1 Gold');
    const silver = await rowOf('silver');
    expect(within(silver).getAllByRole('cell')[0]).toHaveStyle({ background: '#4b5563', color: '#f9fafb' });
    expect(within(silver).getByText('Girl')).toBeInTheDocument();
    const guest = await rowOf('guest');
    expect(within(guest).getAllByRole('cell')[0]).toHaveTextContent('*Unofficial participant, not ranked');
    expect(within(guest).getByText('Star')).toBeInTheDocument();
  });

  it('shows the name the contest picks, the username when that one is blank', async () => {
    serveBoard(server, () =>
      rankPage([
        acmRecord('u1', { username: 'ann', realname: 'Ann Lee' }),
        acmRecord('u2', { username: 'ben', realname: '  ' }),
      ]),
    );
    renderBoard({ contest: contestOf({ rankShowName: 'realname' }), problems: problemsOf(['A']) });
    expect(await within(await table()).findByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      '/user-home?uid=u1&username=ann',
    );
    expect(within(await table()).getByRole('link', { name: 'ben' })).toBeInTheDocument();
  });

  it('heads each problem with its balloon, its link and its counts', async () => {
    serveBoard(server, () => rankPage([acmRecord('ann')]));
    renderBoard({ contest: contestOf(), problems: problemsOf(['A', 'B']) });
    const head = within(await table()).getAllByRole('columnheader');
    expect(head.map((cell) => cell.textContent)).toEqual([
      'Rank',
      'Participant',
      'Solved',
      'Penalty',
      'A Problem A0/0',
      'B Problem B1/3',
    ]);
    expect(within(head[5] as HTMLElement).getByRole('link', { name: 'B' })).toHaveAttribute(
      'href',
      '/contest/41/problem/B',
    );
  });

  it('says clearly that the board is frozen between the seal and the end', async () => {
    serveBoard(server, () => rankPage([acmRecord('ann')]));
    const sealed = contestOf({ sealRank: true, sealRankTime: new Date(Date.now() - 60_000).toISOString() });
    renderBoard({ contest: sealed, problems: problemsOf(['A']) });
    expect(
      await screen.findByText(/^The board is frozen since .+: later submissions show as tries/),
    ).toBeInTheDocument();
  });
});

describe('an OI board', () => {
  it('shows each problem’s score, the best time where it reached full marks, and the totals', async () => {
    serveBoard(server, () =>
      rankPage([
        oiRecord(
          'ann',
          { rank: 1, totalScore: 160, totalTime: 35 },
          { A: 100, B: 60, C: 0, D: null },
          { A: 35 },
        ),
      ]),
    );
    renderBoard({ contest: contestOf({ type: 1 }), problems: problemsOf(['A', 'B', 'C', 'D', 'E']) });
    const head = within(await table()).getAllByRole('columnheader');
    expect(head.slice(0, 3).map((cell) => cell.textContent)).toEqual(['Rank', 'Participant', 'Score']);

    const ann = await rowOf('ann');
    const cells = within(ann).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('16035 ms');
    expect(cells[2]).toHaveClass('board__cell--full');
    expect(cellText(ann, 2)).toBe('Full marks, 100, best time 35 ms');
    expect(cells[3]).toHaveClass('board__cell--partial');
    expect(cellText(ann, 3)).toBe('Score 60');
    expect(cells[4]).toHaveClass('board__cell--zero');
    expect(cells[5]).toHaveClass('board__cell--unscored');
    expect(cellText(ann, 5)).toBe('Not scored yet');
    expect(cells[6]).toBeEmptyDOMElement();
  });
});
