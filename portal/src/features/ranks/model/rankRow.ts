import { ContestType, type ACMRankVO, type OIRankVO } from '@generated/model/index';

/** One user of a rank list, whichever rule it ranks by. */
export interface RankRow {
  uid: string;
  username: string;
  nickname: string | null;
  signature: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  ac: number;
  total: number;
  /** OI lists only */
  score: number;
}

const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The server sends ACM rows for rule 0 and OI rows for rule 1; both are read into one shape. */
export function rankRowOf(record: ACMRankVO | OIRankVO, rule: ContestType): RankRow {
  return {
    uid: record.uid,
    username: record.username,
    nickname: record.nickname || null,
    signature: record.signature || null,
    avatar: record.avatar || null,
    titleName: record.titleName || null,
    titleColor: record.titleColor || null,
    ac: number(record.ac),
    total: number(record.total),
    score: rule === ContestType.OI && 'score' in record ? number(record.score) : 0,
  };
}
