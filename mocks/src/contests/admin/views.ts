import type { AdminContestVO, Contest } from '@generated/model/index';
import { userByUid } from '@hoj/mocks/store/schema/accounts';
import { jacksonDate, jacksonDateOrNull } from '@hoj/mocks/http/jackson';
import type { ContestRow } from '@hoj/mocks/store/schema/contests';
import { contestStatus } from '@hoj/mocks/store/queries/contests';

const durationSeconds = (row: ContestRow) =>
  Math.round((row.endTime.getTime() - row.startTime.getTime()) / 1000);

/** The columns both back-office shapes share (the list's `Contest` and the editor's `AdminContestVO`). */
function commonColumns(row: ContestRow, now: Date) {
  return {
    id: row.id,
    uid: row.uid,
    author: userByUid(row.uid)?.username ?? null,
    title: row.title,
    type: row.type,
    description: row.description,
    source: row.source,
    auth: row.auth,
    startTime: jacksonDate(row.startTime),
    endTime: jacksonDate(row.endTime),
    duration: durationSeconds(row),
    sealRank: row.sealRank,
    sealRankTime: jacksonDateOrNull(row.sealRankTime),
    autoRealRank: row.autoRealRank,
    status: contestStatus(row, now),
    visible: row.visible,
    openPrint: row.openPrint,
    openAccountLimit: row.openAccountLimit,
    accountLimitRule: row.accountLimitRule,
    rankShowName: row.rankShowName,
    openRank: row.openRank,
    oiRankScoreType: row.oiRankScoreType,
    gid: row.gid,
    awardType: row.awardType,
    allowEndSubmit: row.allowEndSubmit,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

/**
 * A row of the back-office list: the entity as stored, the password column left out, the star accounts and
 * award bands as the JSON text the backend keeps them in.
 */
export function toContest(row: ContestRow, now: Date): Contest {
  return {
    ...commonColumns(row, now),
    pwd: null,
    isGroup: row.gid !== null,
    starAccount: JSON.stringify({ star_account: row.starAccount }),
    awardConfig: row.awardType === 0 ? null : JSON.stringify({ config: row.awardConfig }),
  };
}

/** The contest as its editor loads it: the password included, star accounts and award bands as lists. */
export function toAdminContestVO(row: ContestRow, now: Date): AdminContestVO {
  return {
    ...commonColumns(row, now),
    pwd: row.pwd,
    starAccount: [...row.starAccount],
    awardConfigList: row.awardType === 0 ? [] : row.awardConfig.map((band) => ({ ...band })),
  };
}
