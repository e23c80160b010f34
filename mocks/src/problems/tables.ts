import { table } from '../store/table';

/** 0 easy, 1 medium, 2 hard (`problem.difficulty`). */
export type ProblemDifficulty = 0 | 1 | 2;

/**
 * The few problem fields the home page and the public profile need (display id, title, difficulty, rules,
 * visibility). The problem screens will widen it; the seeded ids are the ones submissions refer to.
 */
export interface ProblemRow {
  /** Numeric primary key, the `pid` of submissions. */
  id: number;
  /** Display id, e.g. `P1001`. */
  problemId: string;
  title: string;
  difficulty: ProblemDifficulty;
  /** 0 ACM, 1 OI. */
  type: 0 | 1;
  /** 1 public, 2 private, 3 contest-only. */
  auth: 1 | 2 | 3;
  /** Group id; null for a site problem. */
  gid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** `problem`, by display id as the problem pages address it. */
export const problems = table<ProblemRow>()({
  name: 'problem',
  key: (p) => p.id,
  indexes: { problemId: (p) => p.problemId },
});

/** Public site problems: what anonymous lists (home page, profiles) may show. */
export const isPublicSiteProblem = (p: ProblemRow) => p.auth === 1 && p.gid === null;

/** A problem tag: `oj` is `ME` for the site's own problems, otherwise a remote judge's code. */
export interface TagRow {
  id: number;
  name: string;
  /** `#rrggbb`. */
  color: string | null;
  oj: string;
  /** Group id; null for a site-wide tag. */
  gid: number | null;
  /** Tag classification id; null when unclassified. */
  tcid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export interface TagClassificationRow {
  id: number;
  name: string;
  oj: string;
  /** Smaller first; null sorts first, as MySQL does. */
  rank: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const tags = table<TagRow>()({ name: 'tag', key: (t) => t.id, indexes: { tcid: (t) => t.tcid } });

export const tagClassifications = table<TagClassificationRow>()({
  name: 'tag_classification',
  key: (c) => c.id,
});
