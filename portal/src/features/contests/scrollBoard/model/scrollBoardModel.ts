import {
  ContestType,
  type ACMContestRankVO,
  type OIContestRankVO,
  type RankShowName,
} from '@generated/model/index';
import {
  createAcmScrollBoard,
  createOiScrollBoard,
  type BoardCell,
  type ResolverState,
} from '@hoj/core/contest/ranking/index';
import { revealView, type RevealView } from './revealView';
import { createRowViewer, type RowView, type ScrollRow } from './rowViews';
import { scrollInput, type ScrollInputProblem, type ScrollSettings, type ScrollSource } from './scrollInput';
import { createTimeline, type Timeline, type TimelinePolicy } from './timeline';

/** The board at one point of the resolution, as drawn. */
export interface BoardView {
  /** Steps taken (0: the frozen board). */
  count: number;
  rows: RowView[];
  /** Steps left: cells still hidden that will show something new. */
  pending: number;
  /** Nothing is left to reveal: the standings are final. */
  done: boolean;
  /** What the latest step revealed; null on the frozen board. */
  reveal: RevealView | null;
  /** The cell the next step opens; null at the end. */
  next: BoardCell | null;
}

/** The scroll board of one contest: its frozen board and the steps to the final standings. */
export interface ScrollBoardModel {
  rule: ContestType;
  problems: readonly string[];
  balloons: ReadonlyMap<string, string>;
  rankShowName: RankShowName;
  startMs: number;
  sealMs: number;
  /** Steps the whole resolution takes: one per cell that shows something new. */
  total: number;
  /** The ranking's state after `count` steps (clamped to 0…total): rows as the contest board computes them. */
  stateAt(count: number): ResolverState<ScrollRow>;
  viewAt(count: number): BoardView;
  /** What the step into `count` revealed (without drawing the whole board); null for 0. */
  revealAt(count: number): RevealView | null;
}

/**
 * An ACM cell solved before the seal: its frozen submissions came after the solve and change nothing. Rows are
 * looked up through one index per state (a state's rows never change).
 */
function solvedBeforeReveal(): (state: ResolverState<ACMContestRankVO>, cell: BoardCell) => boolean {
  const indexes = new WeakMap<ResolverState<ACMContestRankVO>, Map<string, ACMContestRankVO>>();
  return (state, cell) => {
    let byUid = indexes.get(state);
    if (!byUid) {
      byUid = new Map(state.rows.map((row) => [row.uid, row]));
      indexes.set(state, byUid);
    }
    return byUid.get(cell.uid)?.submissionInfo[cell.displayId]?.isAC === true;
  };
}

/**
 * Builds the resolution from the two scroll-board answers over core's resolver: everything before the seal
 * counted, every submission from the seal to the end pending; then step by step the lowest row with a pending
 * cell opens its leftmost one (an ACM solve moves the row up to its new place, a rejection leaves it; an OI
 * cell turns to its final score and the row moves by total score), until nothing is pending. The last state's
 * rows are the contest's unsealed board; medals go to them as awards (`settings.medals`).
 */
export function createScrollBoardModel(
  source: ScrollSource,
  settings: ScrollSettings,
  policy?: (rows: number, steps: number) => TimelinePolicy,
): ScrollBoardModel | ScrollInputProblem {
  const built = scrollInput(source, settings);
  if (typeof built === 'string') return built;
  const { problems, rankShowName } = built;

  let timeline: Timeline<ScrollRow>;
  if (built.rule === ContestType.OI) {
    // An OI cell may change its score on any reveal, so none is skipped.
    timeline = createTimeline<OIContestRankVO>(createOiScrollBoard(built.input), () => false, policy);
  } else {
    timeline = createTimeline<ACMContestRankVO>(
      createAcmScrollBoard(built.input),
      solvedBeforeReveal(),
      policy,
    );
  }

  const viewRows = createRowViewer(problems, rankShowName);
  const clamp = (count: number) => Math.max(0, Math.min(timeline.total, Math.trunc(count)));
  const revealAt = (count: number): RevealView | null => {
    const step = timeline.stepInto(clamp(count));
    return step ? revealView(step, viewRows) : null;
  };
  const viewAt = (count: number): BoardView => {
    const clamped = clamp(count);
    const state = timeline.stateAt(clamped);
    return {
      count: clamped,
      rows: viewRows(state.rows, state.frozen),
      pending: timeline.total - clamped,
      done: clamped >= timeline.total,
      reveal: revealAt(clamped),
      next: timeline.nextCell(clamped),
    };
  };

  return {
    rule: built.rule,
    problems,
    balloons: built.balloons,
    rankShowName,
    startMs: built.startMs,
    sealMs: built.sealMs,
    total: timeline.total,
    stateAt: (count) => timeline.stateAt(count),
    viewAt,
    revealAt,
  };
}
