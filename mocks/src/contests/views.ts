import type { ContestVO } from '@generated/model/index';
import { userByUid } from '../store/schema/accounts';
import { jacksonDate, jacksonDateOrNull } from '../http/jackson';
import type { ContestRow } from '../store/schema/contests';
import { contestStatus } from '../store/queries/contests';

export function toContestVO(row: ContestRow, now: Date): ContestVO {
  return {
    id: row.id,
    author: userByUid(row.uid)?.username ?? null,
    title: row.title,
    type: row.type,
    description: row.description,
    status: contestStatus(row, now),
    source: 0,
    auth: row.auth,
    now: jacksonDate(now),
    startTime: jacksonDate(row.startTime),
    endTime: jacksonDate(row.endTime),
    duration: Math.round((row.endTime.getTime() - row.startTime.getTime()) / 1000),
    sealRank: row.sealRank,
    openPrint: row.openPrint,
    sealRankTime: jacksonDateOrNull(row.sealRankTime),
    rankShowName: row.rankShowName,
    openRank: row.openRank,
    oiRankScoreType: row.oiRankScoreType,
    count: row.count,
    gid: row.gid,
    allowEndSubmit: row.allowEndSubmit,
  };
}
