import { DAY, HOUR } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import { storedExamples, type ProblemText } from './problemText';
import { problemSettings, type ProblemSettings } from './seedProblemSettings';
import { remoteDrafts } from './seedRemoteStatements';
import { advancedStatements } from './seedStatementsAdvanced';
import { basicStatements } from './seedStatementsBasic';
import type {
  ProblemCaseRow,
  ProblemDifficulty,
  ProblemRow,
  ProblemTagRow,
  TagRow,
} from '../store/schema/problems';
import { remoteProblemRow } from './remoteProblemRow';

export const FIRST_PROBLEM_ID = 1001;
/** `P1001`–`P1040`: the site's own problems (the ids the seeded submissions use). */
export const SITE_PROBLEMS = 40;

const statements: Record<string, ProblemText> = { ...basicStatements, ...advancedStatements };

/** The test cases' layout: subtasks carry their score on every case (the judge takes the lowest or the mean). */
function casesOf(settings: ProblemSettings, oi: boolean, ioScore: number): ProblemCaseRow[] {
  const file = (n: number) => ({ input: `${n}.in`, output: `${n}.out` });
  if (oi && settings.subtasks) {
    let n = 0;
    return settings.subtasks.flatMap((subtask, group) =>
      Array.from({ length: subtask.cases }, () => {
        n += 1;
        return { ...file(n), score: subtask.score, groupNum: group + 1 };
      }),
    );
  }
  const count = settings.cases ?? 10;
  return Array.from({ length: count }, (_, i) => ({
    ...file(i + 1),
    score: oi ? ioScore / count : 0,
    groupNum: null,
  }));
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`problems/seedProblems.ts: ${what} is missing`);
  return value;
}

/**
 * Forty site problems `P1001`–`P1040` with hand-written statements, mixed difficulty and rules; every fifth one
 * is private or in a group, so "public problems only" filters have something to drop. Then the remote judges'
 * problems. Modification times step back from now, one problem every nine hours, in a scrambled order so ids
 * and recency differ.
 */
export function seedProblems(ctx: SeedContext): ProblemRow[] {
  const site = Array.from({ length: SITE_PROBLEMS }, (_, index): ProblemRow => {
    const id = FIRST_PROBLEM_ID + index;
    const problemId = `P${id}`;
    const text = required(statements[problemId], `the statement of ${problemId}`);
    const settings = required(problemSettings[problemId], `the settings of ${problemId}`);
    // 17 and 40 are coprime, so this is a permutation of the ranks.
    const rank = (index * 17) % SITE_PROBLEMS;
    const type = index % 4 === 3 ? 1 : 0;
    const ioScore = 100;
    return {
      id,
      problemId,
      title: text.title,
      difficulty: (index % 3) as ProblemDifficulty,
      type,
      auth: index % 10 === 4 ? 2 : 1,
      gid: index % 10 === 9 ? 1 : null,
      author: settings.author,
      description: text.description,
      input: text.input,
      output: text.output,
      hint: text.hint,
      source: text.source,
      examples: storedExamples(text),
      timeLimit: settings.timeLimit ?? 1000,
      memoryLimit: settings.memoryLimit ?? 256,
      stackLimit: 128,
      judgeMode: settings.judgeMode ?? 'default',
      judgeCaseMode: settings.judgeCaseMode ?? 'default',
      isRemote: false,
      remoteOj: null,
      ioScore,
      codeShare: settings.codeShare ?? true,
      isFileIO: settings.fileIO !== undefined,
      ioReadFileName: settings.fileIO?.read ?? null,
      ioWriteFileName: settings.fileIO?.write ?? null,
      userExtraFile: settings.userExtraFile ? JSON.stringify(settings.userExtraFile) : null,
      openCaseResult: settings.openCaseResult ?? true,
      isRemoveEndBlank: true,
      languages: [...settings.languages],
      codeTemplates: { ...settings.templates },
      cases: casesOf(settings, type === 1, ioScore),
      gmtCreate: ctx.ago(200 * DAY - index * DAY),
      gmtModified: ctx.ago(2 * HOUR + rank * 9 * HOUR),
    };
  });
  const remote = remoteDrafts.map((draft, index) =>
    remoteProblemRow(
      draft,
      FIRST_PROBLEM_ID + SITE_PROBLEMS + index,
      'root',
      ctx.ago(60 * DAY - index * 3 * DAY),
    ),
  );
  return [...site, ...remote];
}

/** The judge whose tags a problem takes: its remote judge, or the site. */
const judgeOf = (problem: ProblemRow): string => problem.remoteOj ?? 'ME';

/**
 * Links problems to their tags by name: a site problem to the site's tags (and its group's), a remote problem
 * to its judge's. An unknown name fails the seed, so a renamed tag cannot silently drop a link.
 */
export function seedProblemTags(problems: readonly ProblemRow[], tags: readonly TagRow[]): ProblemTagRow[] {
  const remoteTags = new Map(remoteDrafts.map((d) => [d.problemId, d.tags]));
  return problems.flatMap((problem) => {
    const names = problem.isRemote
      ? remoteTags.get(problem.problemId)
      : problemSettings[problem.problemId]?.tags;
    return (names ?? []).map((name) => {
      const tag = tags.find(
        (t) => t.name === name && t.oj === judgeOf(problem) && (t.gid === null || t.gid === problem.gid),
      );
      if (!tag) throw new Error(`problems/seedProblems.ts: ${problem.problemId} has no tag ${name}`);
      return { pid: problem.id, tid: tag.id };
    });
  });
}
