import type { ACMContestRankVO } from '@generated/model/index';
import type { Page } from '../http/page';
import { userByUsername } from '../store/schema/accounts';
import { contests, type ContestRow } from '../store/schema/contests';

/** What the board tests share: the seeded rows they start from and what they read off a board. */

export type AcmPage = Page<ACMContestRankVO>;

/** A whole board on one page. */
export const WHOLE = { currentPage: 1, limit: 300 } as const;

export function uidOf(username: string): string {
  const user = userByUsername(username);
  if (!user) throw new Error(`${username} is not seeded`);
  return user.uid;
}

export function seededContest(cid: number): ContestRow {
  const contest = contests.get(cid);
  if (!contest) throw new Error(`contest ${cid} is not seeded`);
  return contest;
}

/** Cells whose verdicts the seal hides: only a frozen board has any. */
export const hiddenTries = (rows: readonly ACMContestRankVO[]) =>
  rows.reduce(
    (sum, row) => sum + Object.values(row.submissionInfo).reduce((n, cell) => n + (cell.tryNum ?? 0), 0),
    0,
  );

export const solvedAfterEnd = (rows: readonly ACMContestRankVO[]) =>
  rows.flatMap((row) =>
    Object.entries(row.submissionInfo)
      .filter(([, cell]) => cell.isAfterContest === true)
      .map(([label]) => `${row.username}:${label}`),
  );

export const usernames = (rows: readonly { username: string }[]) => rows.map((row) => row.username);
