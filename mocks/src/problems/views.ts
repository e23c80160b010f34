import type { RecentUpdatedProblemVO, Tag, TagClassification, TagOj } from '@generated/model/index';
import { jacksonDate } from '../http/jackson';
import type { ProblemRow, TagClassificationRow, TagRow } from './tables';

/** Judges a tag or classification may belong to: `ME` (this site) and the remote judges. */
export const TAG_JUDGES = ['ME', 'HDU', 'CF', 'GYM', 'POJ', 'SPOJ', 'AC', 'LIBRE'] as const;

const judgeOf = (oj: string): TagOj => TAG_JUDGES.find((j) => j === oj) ?? null;

export function toTag(row: TagRow): Tag {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    oj: judgeOf(row.oj),
    gid: row.gid,
    tcid: row.tcid,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

export function toTagClassification(row: TagClassificationRow): TagClassification {
  return {
    id: row.id,
    name: row.name,
    oj: judgeOf(row.oj),
    rank: row.rank,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

export function toRecentUpdatedProblemVO(p: ProblemRow): RecentUpdatedProblemVO {
  return {
    id: p.id,
    problemId: p.problemId,
    title: p.title,
    type: p.type,
    gmtCreate: jacksonDate(p.gmtCreate),
    gmtModified: jacksonDate(p.gmtModified),
  };
}
