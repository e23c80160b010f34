import { advanceMockClock, callMock, programWith, signIn, submitInContest } from './mockCalls';

/**
 * The changes the board bench makes to the large contest between two refreshes, as its teams would make them:
 * submissions through the API, judged at once by moving the mock's clock past the simulated judge's four
 * seconds. The generated teams sign in with their username followed by `123` (the mock's large-contest seed).
 */

export interface BoardRecord {
  uid: string;
  username: string;
  ac: number;
  submissionInfo?: Record<string, { isAC?: boolean } | null> | null;
}

/** The simulated judge's verdict comes 4 s of mock time after a submission; a little more to be sure. */
const JUDGED_AFTER_MS = 5_000;

/** The whole outside board as the mock answers it, in board order. */
export async function readWholeBoard(origin: string, cid: number): Promise<BoardRecord[]> {
  const { body } = await callMock<{ records: BoardRecord[] }>(origin, '/api/get-contest-outside-scoreboard', {
    json: { cid, currentPage: 1, limit: 10_000 },
  });
  return body.data.records;
}

/** The contest's problem labels (A, B, …). */
export async function problemLabels(origin: string, cid: number): Promise<string[]> {
  const { body } = await callMock<{ problemList?: { displayId?: string }[] | null }>(
    origin,
    `/api/get-contest-outsize-info?cid=${cid}`,
  );
  return (body.data.problemList ?? []).flatMap((problem) => (problem.displayId ? [problem.displayId] : []));
}

const unsolved = (record: BoardRecord, labels: readonly string[]) =>
  labels.find((label) => record.submissionInfo?.[label]?.isAC !== true) ?? null;

async function submitAs(origin: string, cid: number, team: BoardRecord, label: string, verdict: string) {
  const { token } = await signIn(origin, team.username, `${team.username}123`);
  await submitInContest(origin, token, cid, label, programWith(verdict));
}

/**
 * Wrong tries by `count` teams in view, on a problem each has not solved: their cells change, nobody's place
 * does. Returns what was done, for the printed table.
 */
export async function wrongTriesInView(
  origin: string,
  cid: number,
  board: readonly BoardRecord[],
  labels: readonly string[],
  inView: readonly number[],
  count: number,
): Promise<string> {
  const chosen = Array.from(
    { length: count },
    (_, i) => inView[Math.floor(((i + 0.5) * inView.length) / count)],
  )
    .flatMap((position) => (position === undefined || !board[position] ? [] : [board[position]]))
    .filter((team) => unsolved(team, labels) !== null);
  for (const team of chosen) await submitAs(origin, cid, team, unsolved(team, labels)!, 'WA');
  await advanceMockClock(origin, JUDGED_AFTER_MS);
  return `${chosen.length} wrong tries in view`;
}

/**
 * One team from below the view solves a problem more and climbs past the rows in view: the last team of the
 * view's solved count, whose new solve (with the whole contest's time as its penalty) puts it at the top of
 * its old group, so every row of that group above its old place, the view among them, moves down one place.
 */
export async function teamClimbsThroughView(
  origin: string,
  cid: number,
  board: readonly BoardRecord[],
  labels: readonly string[],
  inView: readonly number[],
): Promise<string> {
  const top = inView[0] ?? 0;
  const bottom = inView[inView.length - 1] ?? top;
  const group = board[top]?.ac;
  let climber = -1;
  board.forEach((team, position) => {
    if (team.ac === group && position > bottom && unsolved(team, labels) !== null) climber = position;
  });
  if (climber < 0) throw new Error(`no team below the view has the view's solved count (${String(group)})`);
  const team = board[climber]!;
  await submitAs(origin, cid, team, unsolved(team, labels)!, 'AC');
  await advanceMockClock(origin, JUDGED_AFTER_MS);
  return `a team climbs from place ${climber + 1} through the view`;
}
