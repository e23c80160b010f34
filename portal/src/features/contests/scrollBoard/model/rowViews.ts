import type {
  ACMContestRankVO,
  ACMProblemSubmissionInfo,
  OIContestRankVO,
  RankShowName,
} from '@generated/model/index';
import { MEDALS, type Medal } from '@portal/features/contests/tools/model/medals';

/** A row of either rule, as the ranking gives it. */
export type ScrollRow = ACMContestRankVO | OIContestRankVO;

/**
 * How a cell reads. ACM: the first solve of the problem, a solve, not solved (tried), frozen, nothing. OI: full
 * marks, some, none, frozen (showing the score before the seal), nothing.
 */
export type CellKind = 'firstAc' | 'ac' | 'wrong' | 'pending' | 'full' | 'partial' | 'zero' | 'empty';

export interface CellView {
  problem: string;
  kind: CellKind;
  /** ACM: the minute of the solve; OI: the score (before the seal, for a frozen cell); null when none. */
  value: string | null;
  /** ACM: the tries known (rejections with a penalty, plus the solve), and for a frozen cell the hidden ones. */
  tries: number;
}

export interface RowView {
  uid: string;
  /** The name the contest shows (its rankShowName), or the username when that one is blank. */
  name: string;
  school: string | null;
  /** The rank; null for a star (unofficial) participant. */
  rank: number | null;
  medal: Medal | null;
  /** ACM: problems solved; OI: the total score. */
  solved: number;
  /** ACM: total penalty time in minutes; null on OI boards. */
  penalty: number | null;
  cells: CellView[];
  /** Everything the row shows, as one text: a row whose signature is unchanged need not be drawn again. */
  signature: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function shownName(row: ScrollRow, rankShowName: RankShowName): string {
  const chosen =
    rankShowName === 'realname' ? row.realname : rankShowName === 'nickname' ? row.nickname : null;
  return text(chosen) ?? text(row.username) ?? '';
}

function medalOf(row: ScrollRow): Medal | null {
  if (row.isWinAward !== true || row.rank < 0) return null;
  return MEDALS.find((medal) => medal === row.awardName) ?? null;
}

function acmCell(problem: string, cell: ACMProblemSubmissionInfo | undefined, frozen: boolean): CellView {
  if (!cell) return { problem, kind: frozen ? 'pending' : 'empty', value: null, tries: 0 };
  const errors = count(cell.errorNum);
  if (cell.isAC === true)
    return {
      problem,
      kind: cell.isFirstAC === true ? 'firstAc' : 'ac',
      value: String(Math.floor(count(cell.ACTime) / 60)),
      tries: errors + 1,
    };
  if (frozen) return { problem, kind: 'pending', value: null, tries: errors + count(cell.tryNum) };
  return { problem, kind: 'wrong', value: null, tries: errors };
}

function oiCell(problem: string, row: OIContestRankVO, frozen: boolean): CellView {
  const info = (row.submissionInfo ?? {}) as Record<string, number | null | undefined>;
  const times = (row.timeInfo ?? {}) as Record<string, number | null | undefined>;
  const score = info[problem];
  const value = typeof score === 'number' && Number.isFinite(score) ? String(score) : null;
  if (frozen) return { problem, kind: 'pending', value, tries: 0 };
  if (score === undefined) return { problem, kind: 'empty', value: null, tries: 0 };
  // The board does not carry a problem's full score: a problem has a full-score run time exactly when the
  // counted submission reached full marks.
  const kind = typeof times[problem] === 'number' ? 'full' : score ? 'partial' : 'zero';
  return { problem, kind, value: value ?? '0', tries: 0 };
}

const isAcm = (row: ScrollRow): row is ACMContestRankVO => 'ac' in row;

interface CachedCells {
  frozen: readonly string[] | undefined;
  timeInfo: unknown;
  cells: CellView[];
  text: string;
}

/** Draws the rows of board states: `frozen` names each participant's problems still hidden. */
export type RowViewer = (
  rows: readonly ScrollRow[],
  frozen: ReadonlyMap<string, readonly string[]>,
) => RowView[];

/**
 * The rows of board states as drawn. The ranking copies every row at each step but keeps a row's cells (its
 * `submissionInfo`) and the participant's list of hidden problems unless that row changed, so a row's cells
 * are worked out again only when they changed: a step on a board of thousands of rows redraws one row's cells.
 */
export function createRowViewer(problems: readonly string[], rankShowName: RankShowName): RowViewer {
  const cache = new WeakMap<object, CachedCells>();

  const cellsOf = (row: ScrollRow, hiddenList: readonly string[] | undefined): CachedCells => {
    const key = row.submissionInfo as object;
    const timeInfo = isAcm(row) ? undefined : row.timeInfo;
    const known = cache.get(key);
    if (known && known.frozen === hiddenList && known.timeInfo === timeInfo) return known;
    const hidden = new Set(hiddenList ?? []);
    const cells = problems.map((problem) =>
      isAcm(row)
        ? acmCell(problem, row.submissionInfo[problem], hidden.has(problem))
        : oiCell(problem, row, hidden.has(problem)),
    );
    const text = cells.map((cell) => `${cell.kind}:${cell.value ?? ''}:${cell.tries}`).join(',');
    const entry = { frozen: hiddenList, timeInfo, cells, text };
    cache.set(key, entry);
    return entry;
  };

  return (rows, frozen) =>
    rows.map((row) => {
      const { cells, text: cellText } = cellsOf(row, frozen.get(row.uid));
      const acm = isAcm(row);
      const view: Omit<RowView, 'signature'> = {
        uid: row.uid,
        name: shownName(row, rankShowName),
        school: text(row.school),
        rank: row.rank < 0 ? null : row.rank,
        medal: medalOf(row),
        solved: acm ? count(row.ac) : count(row.totalScore),
        penalty: acm ? Math.floor(count(row.totalTime) / 60) : null,
        cells,
      };
      return {
        ...view,
        signature: [view.name, view.school, view.rank, view.medal, view.solved, view.penalty, cellText].join(
          '|',
        ),
      };
    });
}
