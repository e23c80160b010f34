import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ACMProblemSubmissionInfo } from '@generated/model/index';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { resetPortal } from '@portal/test/renderApp';
import { BOARD_HEAD_HEIGHT, BOARD_ROW_HEIGHT } from './BoardTable';
import { acmRecord, contestOf, problemsOf, rankPage, renderBoard, serveBoard } from './boardHarness.testing';

const server = installMockServer();

beforeEach(() => resetPortal());
afterEach(() => jest.restoreAllMocks());

const PROBLEMS = 'ABCDEFGHIJKLMNO'.split('');
const name = (index: number) => `team${String(index + 1).padStart(4, '0')}`;

/** A board of `count` teams, each with a cell on every one of the 15 problems. */
function largeBoard(count: number) {
  return rankPage(
    Array.from({ length: count }, (_, index) => {
      const cells: Record<string, ACMProblemSubmissionInfo> = {};
      PROBLEMS.forEach((id, p) => {
        cells[id] =
          (index + p) % 3 === 0
            ? { errorNum: p % 2, isAC: true, ACTime: 60 * (index % 300) }
            : { errorNum: 1 };
      });
      return acmRecord(name(index), { rank: index + 1, ac: 5, totalTime: index * 60 }, cells);
    }),
  );
}

describe('a large board', () => {
  it('keeps only the rows in view (and a few around) in the document, and follows the scroll', async () => {
    // jsdom lays nothing out: the scroll box gets the height it has in a browser.
    jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    serveBoard(server, () => largeBoard(5000));
    renderBoard({ contest: contestOf(), problems: problemsOf(PROBLEMS), search: '?limit=5000' });

    const table = await screen.findByRole('table', { name: 'Contest standings' }, { timeout: 20_000 });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const drawn = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => within(cell).getByRole('link').textContent);
    expect(drawn()[0]).toBe(name(0));
    expect(drawn().length).toBeGreaterThan(5);
    expect(drawn().length).toBeLessThan(40);
    expect(table.querySelectorAll('tr').length).toBeLessThan(45);

    const box = screen.getByRole('region', { name: 'Contest standings' });
    act(() => {
      box.scrollTop = BOARD_HEAD_HEIGHT + 2500 * BOARD_ROW_HEIGHT;
      fireEvent.scroll(box);
    });
    expect(drawn()).toContain(name(2500));
    expect(drawn()).not.toContain(name(0));
    expect(drawn().length).toBeLessThan(40);
    const row = within(table).getByRole('row', { name: new RegExp(name(2500)) });
    expect(row).toHaveAttribute('aria-rowindex', String(2500 + 2));
    // The spacer rows above and below stand in for the rows not drawn, so the scroll height stays right.
    const heights = [...table.querySelectorAll<HTMLElement>('tr.board__spacer')].map((spacer) =>
      Number.parseInt(spacer.style.height, 10),
    );
    const drawnRows = table.querySelectorAll('tbody tr:not(.board__spacer)').length;
    expect(heights.reduce((sum, height) => sum + height, 0) + drawnRows * BOARD_ROW_HEIGHT).toBe(
      5000 * BOARD_ROW_HEIGHT,
    );
  }, 60_000);

  it('draws every row of a page of the usual size', async () => {
    serveBoard(server, () => largeBoard(50));
    renderBoard({ contest: contestOf(), problems: problemsOf(PROBLEMS) });
    const table = await screen.findByRole('table', { name: 'Contest standings' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(50);
  });
});
