import type { ACMContestRankVO, OIContestRankVO, RankShowName } from '@generated/model/index';

/** An award band a row falls in, with the colours staff chose for it (checked when drawn). */
export interface BoardAward {
  name: string;
  background: string | null;
  color: string | null;
}

/** Who a board row is about: the same on ACM and OI boards. */
export interface BoardParticipant {
  uid: string;
  username: string;
  /** The name the contest shows (its rankShowName), or the username when that one is blank. */
  name: string;
  school: string | null;
  avatar: string | null;
  girl: boolean;
  /** An unofficial (star) participant: listed, not ranked. */
  star: boolean;
  /** The place; null for a star participant. */
  rank: number | null;
  award: BoardAward | null;
}

/** Where the row sits on the page: a pinned copy on top (the viewer's own row, a followed one) or its place. */
export interface BoardRowPlace {
  /** Unique on the page: a pinned copy and the row in its place both show the same participant. */
  key: string;
  pinned: boolean;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A number the server sent, or the fallback for anything else (null, a string, NaN). */
export const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function shownName(record: ACMContestRankVO | OIContestRankVO, rankShowName: RankShowName | null): string {
  const chosen =
    rankShowName === 'realname' ? record.realname : rankShowName === 'nickname' ? record.nickname : null;
  return text(chosen) ?? text(record.username) ?? '';
}

/** The participant part of a board record, read defensively (any profile field may be missing or null). */
export function participantOf(
  record: ACMContestRankVO | OIContestRankVO,
  rankShowName: RankShowName | null | undefined,
): BoardParticipant {
  const rank = numberOr(record.rank, -1);
  const star = rank < 0;
  const awardName = record.isWinAward === true && !star ? text(record.awardName) : null;
  return {
    uid: typeof record.uid === 'string' ? record.uid : '',
    username: text(record.username) ?? '',
    name: shownName(record, rankShowName ?? null),
    school: text(record.school),
    avatar: text(record.avatar),
    girl: record.gender === 'female',
    star,
    rank: star ? null : rank,
    award: awardName
      ? { name: awardName, background: text(record.awardBackground), color: text(record.awardColor) }
      : null,
  };
}

/** Whether two participants read the same on the board. */
export function sameParticipant(a: BoardParticipant, b: BoardParticipant): boolean {
  return (
    a.uid === b.uid &&
    a.username === b.username &&
    a.name === b.name &&
    a.school === b.school &&
    a.avatar === b.avatar &&
    a.girl === b.girl &&
    a.star === b.star &&
    a.rank === b.rank &&
    a.award?.name === b.award?.name &&
    a.award?.background === b.award?.background &&
    a.award?.color === b.award?.color
  );
}
