import { assignPlaces, type PlaceFields, type PlacingRules } from './placing';
import type { ParticipantRecords, RankRecord } from './records';
import type { RankSubmission } from './types';

/** One problem of one participant on the board. */
export interface BoardCell {
  uid: string;
  displayId: string;
}

export interface ResolverState<Row> {
  /** The standings now, ranked and awarded as the board ranks them. */
  rows: readonly Row[];
  /** Per participant, the problems whose frozen submissions are still hidden, in problem order. */
  frozen: ReadonlyMap<string, readonly string[]>;
  /** The cells revealed so far, in the order they were revealed. */
  revealed: readonly BoardCell[];
}

export interface ResolverStep<Row> {
  cell: BoardCell;
  state: ResolverState<Row>;
  /** The participant's row index before and after the reveal (equal when the row stays in place). */
  fromIndex: number;
  toIndex: number;
}

export interface ScrollBoard<Row> {
  /** The board at the seal: what came before the seal time counts, what came after is pending. */
  initial: ResolverState<Row>;
  /** The submissions the seal hides, per participant and problem, in the order they were made. */
  frozenSubmissions: ReadonlyMap<string, ReadonlyMap<string, readonly RankSubmission[]>>;
  /** The state with one more cell revealed: its hidden submissions count from now on. */
  reveal(state: ResolverState<Row>, cell: BoardCell): ResolverState<Row>;
  /** The cell a resolver opens next: the lowest row with a frozen cell, its first frozen problem; null at the end. */
  nextCell(state: ResolverState<Row>): BoardCell | null;
  /** Reveals `nextCell`, saying where the row moved; null when nothing is left. */
  step(state: ResolverState<Row>): ResolverStep<Row> | null;
  /** Everything revealed at once. */
  revealAll(state: ResolverState<Row>): ResolverState<Row>;
}

/** How one contest type turns records into rows; the resolver is the same for both. */
export interface RowEngine<Row extends PlaceFields & { uid: string; username: string }> {
  /** The row with `isHidden` records left out, or null when the participant would have no row. */
  row(entry: ParticipantRecords, isHidden: (record: RankRecord) => boolean): Row | null;
  /** A row with nothing counted yet, for a participant whose every submission is still frozen. */
  blank(entry: ParticipantRecords): Row;
  compare(a: { row: Row; order: number }, b: { row: Row; order: number }): number;
  placing: PlacingRules<Row>;
}

/** Problem labels in natural order (A, B, …, A10), as boards and the scroll board list them. */
export const compareProblemLabels = new Intl.Collator('en', { numeric: true }).compare;

/** Problems in board order: those listed first as listed, the rest after them in natural order (A, B, …, A10). */
function problemRanker(problemOrder: readonly string[] | undefined): (a: string, b: string) => number {
  const position = new Map((problemOrder ?? []).map((id, index) => [id, index]));
  return (a, b) =>
    (position.get(a) ?? Number.MAX_SAFE_INTEGER) - (position.get(b) ?? Number.MAX_SAFE_INTEGER) ||
    compareProblemLabels(a, b);
}

/** The resolver over `participants`' records (all made before the end; `frozen` marks what the seal hides). */
export function createResolver<Row extends PlaceFields & { uid: string; username: string }>(
  participants: readonly ParticipantRecords[],
  engine: RowEngine<Row>,
  problemOrder?: readonly string[],
): ScrollBoard<Row> {
  const byUid = new Map(participants.map((entry) => [entry.participant.uid, entry] as const));
  const rankProblems = problemRanker(problemOrder);

  const frozenSubmissions = new Map<string, Map<string, RankSubmission[]>>();
  for (const entry of participants)
    for (const record of entry.records) {
      if (!record.frozen) continue;
      let cells = frozenSubmissions.get(entry.participant.uid);
      if (!cells) {
        cells = new Map();
        frozenSubmissions.set(entry.participant.uid, cells);
      }
      const list = cells.get(record.displayId);
      if (list) list.push(record.submission);
      else cells.set(record.displayId, [record.submission]);
    }

  const rowOf = (entry: ParticipantRecords, stillFrozen: readonly string[]): Row | null => {
    const hidden = new Set(stillFrozen);
    const row = engine.row(entry, (record) => record.frozen && hidden.has(record.displayId));
    return row ?? (stillFrozen.length > 0 ? engine.blank(entry) : null);
  };

  /** Sorts, ranks and awards fresh copies, so earlier states keep their rows as they were. */
  const place = (rows: Iterable<Row>): Row[] =>
    assignPlaces(
      [...rows]
        .map((row) => ({ row: { ...row }, order: byUid.get(row.uid)?.order ?? 0 }))
        .sort(engine.compare)
        .map(({ row }) => row),
      engine.placing,
    );

  const initialFrozen = new Map<string, readonly string[]>();
  for (const [uid, cells] of frozenSubmissions) initialFrozen.set(uid, [...cells.keys()].sort(rankProblems));

  const initialRows: Row[] = [];
  for (const entry of participants) {
    const row = rowOf(entry, initialFrozen.get(entry.participant.uid) ?? []);
    if (row) initialRows.push(row);
  }
  const placedInitial = place(initialRows);
  // Cells of rows the board leaves out (star participants when they are removed) are never revealed.
  const listed = new Set(placedInitial.map((row) => row.uid));
  for (const uid of [...initialFrozen.keys()]) if (!listed.has(uid)) initialFrozen.delete(uid);
  const initial: ResolverState<Row> = { rows: placedInitial, frozen: initialFrozen, revealed: [] };

  const reveal = (state: ResolverState<Row>, cell: BoardCell): ResolverState<Row> => {
    const entry = byUid.get(cell.uid);
    const before = state.frozen.get(cell.uid);
    if (!entry || !before?.includes(cell.displayId)) return state;
    const after = before.filter((id) => id !== cell.displayId);
    const frozen = new Map(state.frozen);
    if (after.length > 0) frozen.set(cell.uid, after);
    else frozen.delete(cell.uid);
    const updated = rowOf(entry, after);
    const others = state.rows.filter((row) => row.uid !== cell.uid);
    const rows = place(updated ? [...others, updated] : others);
    return { rows, frozen, revealed: [...state.revealed, cell] };
  };

  const nextCell = (state: ResolverState<Row>): BoardCell | null => {
    for (let index = state.rows.length - 1; index >= 0; index -= 1) {
      const uid = (state.rows[index] as Row).uid;
      const displayId = state.frozen.get(uid)?.[0];
      if (displayId !== undefined) return { uid, displayId };
    }
    return null;
  };

  const step = (state: ResolverState<Row>): ResolverStep<Row> | null => {
    const cell = nextCell(state);
    if (!cell) return null;
    const next = reveal(state, cell);
    return {
      cell,
      state: next,
      fromIndex: state.rows.findIndex((row) => row.uid === cell.uid),
      toIndex: next.rows.findIndex((row) => row.uid === cell.uid),
    };
  };

  const revealAll = (state: ResolverState<Row>): ResolverState<Row> => {
    const rest: BoardCell[] = [];
    for (const [uid, ids] of state.frozen) for (const displayId of ids) rest.push({ uid, displayId });
    const rows: Row[] = [];
    for (const entry of participants) {
      const row = rowOf(entry, []);
      if (row) rows.push(row);
    }
    return { rows: place(rows), frozen: new Map(), revealed: [...state.revealed, ...rest] };
  };

  return { initial, frozenSubmissions, reveal, nextCell, step, revealAll };
}
