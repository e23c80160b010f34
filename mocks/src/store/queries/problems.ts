import {
  contestProblems,
  languages,
  problemTags,
  problems,
  tags,
  type ContestProblemRow,
  type LanguageRow,
  type ProblemRow,
  type TagRow,
} from '../schema/problems';

/** The backend's list order: `ORDER BY length(problem_id), problem_id`. */
export function problemIdOrder(a: ProblemRow, b: ProblemRow): number {
  return (
    a.problemId.length - b.problemId.length ||
    (a.problemId < b.problemId ? -1 : a.problemId > b.problemId ? 1 : 0)
  );
}

/** The tags of a problem, by tag id. */
export function tagsOfProblem(pid: number): TagRow[] {
  return problemTags
    .where('pid', pid)
    .map((link) => tags.get(link.tid))
    .filter((t): t is TagRow => t !== undefined)
    .sort((a, b) => a.id - b.id);
}

/** The judge whose languages a problem uses: the site's, or its remote judge's (Gym submits as Codeforces). */
export function languageJudgeOf(problem: ProblemRow): string {
  if (!problem.remoteOj) return 'ME';
  return problem.remoteOj === 'GYM' ? 'CF' : problem.remoteOj;
}

/** Larger `seq` first, then by id, as the backend sorts language lists. */
export const languageOrder = (a: LanguageRow, b: LanguageRow) => b.seq - a.seq || a.id - b.id;

/** The languages a problem allows (`problem_language`), in list order. */
export function languagesOfProblem(problem: ProblemRow): LanguageRow[] {
  const judge = languageJudgeOf(problem);
  return problem.languages
    .map((name) => languages.one('name', `${judge}:${name}`))
    .filter((l): l is LanguageRow => l !== undefined)
    .sort(languageOrder);
}

/** A problem's code templates by language name, for the languages it allows (`codeTemplate` of its page). */
export function codeTemplatesOf(problem: ProblemRow): Record<string, string> {
  const allowed = new Set(languagesOfProblem(problem).map((l) => l.name));
  return Object.fromEntries(Object.entries(problem.codeTemplates).filter(([name]) => allowed.has(name)));
}

/** A contest's problems by label, without the private ones (auth 2), which its lists leave out. */
export function visibleContestProblems(cid: number): ContestProblemRow[] {
  return contestProblems
    .where('cid', cid)
    .filter((cp) => problems.get(cp.pid)?.auth !== 2)
    .sort((a, b) => (a.displayId < b.displayId ? -1 : a.displayId > b.displayId ? 1 : 0));
}
