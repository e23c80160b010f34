import type { BoardCell, ResolverState, ResolverStep, ScrollBoard } from '@hoj/core/contest/ranking/index';

/** How many states a timeline keeps: those near the reader's position, and checkpoints to replay from. */
export interface TimelinePolicy {
  /** States kept on either side of the latest one asked for. */
  recent: number;
  /** Every this many steps a state is kept for good. */
  every: number;
}

/** Rows held in kept states at most (a state holds a copy of every row; the 5,000-team board has 5,000). */
const ROWS_KEPT = 100_000;

/**
 * Keeps every state of a small board; on a large one only the recent ones and a few checkpoints, so a resolution
 * of thousands of steps does not hold thousands of copies of thousands of rows.
 */
export function timelinePolicy(rows: number, steps: number): TimelinePolicy {
  const perState = Math.max(1, rows);
  const recent = Math.min(1000, Math.max(10, Math.floor(ROWS_KEPT / (2 * perState))));
  const checkpoints = Math.max(1, Math.floor(ROWS_KEPT / perState));
  return { recent, every: Math.max(recent, Math.ceil(steps / checkpoints)) };
}

/** A resolver's states by the number of steps taken. */
export interface Timeline<Row> {
  /** Cells the resolution reveals one step at a time (cells that would show nothing new are not counted). */
  readonly total: number;
  /** The board after `count` steps (0: at the seal), clamped to 0…total. Earlier states are never changed. */
  stateAt(count: number): ResolverState<Row>;
  /** The step that led to `count` (1…total); null for 0. */
  stepInto(count: number): ResolverStep<Row> | null;
  /** The cell the step after `count` opens; null at the end. */
  nextCell(count: number): BoardCell | null;
}

interface Kept<Row> {
  state: ResolverState<Row>;
  step: ResolverStep<Row> | null;
}

/**
 * The steps of `board` from its frozen board, one cell each, lowest row first and its leftmost pending problem
 * first (the resolver's own order). A cell `isSilent` says has nothing to show (an ACM problem solved before the
 * seal, whose later submissions change nothing) is revealed together with the step before it, or at the start,
 * so that every step the audience sees changes a cell. A state dropped to save memory is replayed from the
 * nearest checkpoint before it, and comes out equal: the resolver is deterministic.
 */
export function createTimeline<Row extends { uid: string }>(
  board: ScrollBoard<Row>,
  isSilent: (state: ResolverState<Row>, cell: BoardCell) => boolean,
  policyFor: (rows: number, steps: number) => TimelinePolicy = timelinePolicy,
): Timeline<Row> {
  const settle = (state: ResolverState<Row>): ResolverState<Row> => {
    let current = state;
    for (let cell = board.nextCell(current); cell && isSilent(current, cell); cell = board.nextCell(current))
      current = board.reveal(current, cell);
    return current;
  };

  const start = settle(board.initial);
  let total = 0;
  for (const [uid, cells] of start.frozen)
    for (const displayId of cells) if (!isSilent(start, { uid, displayId })) total += 1;
  const policy = policyFor(start.rows.length, total);

  const kept = new Map<number, Kept<Row>>([[0, { state: start, step: null }]]);

  const prune = (around: number) => {
    for (const count of kept.keys())
      if (count % policy.every !== 0 && Math.abs(count - around) > policy.recent) kept.delete(count);
  };

  const at = (count: number): Kept<Row> => {
    const target = Math.max(0, Math.min(total, Math.trunc(count)));
    const known = kept.get(target);
    if (known) return known;
    let from = 0;
    for (const count of kept.keys()) if (count < target && count > from) from = count;
    let entry = kept.get(from) as Kept<Row>;
    for (let count = from + 1; count <= target; count += 1) {
      const step = board.step(entry.state);
      if (!step) break;
      entry = { state: settle(step.state), step };
      kept.set(count, entry);
    }
    prune(target);
    return entry;
  };

  return {
    total,
    stateAt: (count) => at(count).state,
    stepInto: (count) => (count < 1 ? null : at(count).step),
    nextCell: (count) => board.nextCell(at(count).state),
  };
}
