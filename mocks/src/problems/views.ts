import type {
  CodeTemplate,
  ContestProblemVO,
  Language,
  Problem,
  ProblemCountVO,
  ProblemVO,
  RecentUpdatedProblemVO,
  Tag,
  TagClassification,
  TagOj,
} from '@generated/model/index';
import { jacksonDate } from '../http/jackson';
import { problemColumns } from '../store/problemShape';
import type {
  ContestProblemRow,
  LanguageRow,
  ProblemRow,
  TagClassificationRow,
  TagRow,
} from '../store/schema/problems';

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

/** A problem list row: the problem's columns, its tags and its result counts. */
export function toProblemVO(
  p: ProblemRow,
  tags: readonly TagRow[],
  counts: Omit<ProblemCountVO, 'pid'>,
): ProblemVO {
  return {
    pid: p.id,
    problemId: p.problemId,
    title: p.title,
    difficulty: p.difficulty,
    type: p.type,
    tags: tags.map(toTag),
    ...counts,
  };
}

/**
 * The problem as its page gets it: the judge's own files and the special judge's code are nulled, as the backend
 * does before answering.
 */
export function toProblem(p: ProblemRow): Problem {
  return {
    id: p.id,
    author: p.author,
    ...problemColumns(p, {
      auth: p.auth,
      spjCode: null,
      spjLanguage: null,
      judgeExtraFile: null,
      isUploadCase: !p.isRemote,
    }),
    caseVersion: String(p.gmtModified.getTime()),
    modifiedUser: p.author,
    gid: p.gid,
    applyPublicProgress: null,
    gmtCreate: jacksonDate(p.gmtCreate),
    gmtModified: jacksonDate(p.gmtModified),
  };
}

export function toLanguage(l: LanguageRow): Language {
  return {
    id: l.id,
    contentType: l.contentType,
    description: l.description,
    name: l.name,
    compileCommand: l.compileCommand,
    template: l.template,
    codeTemplate: l.codeTemplate,
    isSpj: l.isSpj,
    oj: judgeOf(l.oj),
    seq: l.seq,
    gmtCreate: jacksonDate(l.gmtCreate),
    gmtModified: jacksonDate(l.gmtModified),
  };
}

/** A problem's template for one language (`code_template`); the problem's row keeps them by language name. */
export function toCodeTemplate(p: ProblemRow, language: LanguageRow, code: string, id: number): CodeTemplate {
  return {
    id,
    pid: p.id,
    lid: language.id,
    code,
    status: true,
    gmtCreate: jacksonDate(p.gmtCreate),
    gmtModified: jacksonDate(p.gmtModified),
  };
}

/** A contest problem's own columns, as both the contest's answer and the admin's carry them. */
export function contestProblemColumns(cp: ContestProblemRow) {
  const { id, displayId, cid, pid, displayTitle, color } = cp;
  return { id, displayId, cid, pid, displayTitle, color };
}

export function toContestProblemVO(cp: ContestProblemRow, ac: number, total: number): ContestProblemVO {
  return { ...contestProblemColumns(cp), ac, total };
}
