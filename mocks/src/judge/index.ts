import type { MockDomain } from '../store/domain';
import { adminJudgeHandlers } from './adminJudge';
import { aiHelpHandlers } from './aiHelp';
import { compileHandlers, judgeServerCompile } from './compileHandlers';
import { rankHandlers } from './rank';
import { seedSubmissions } from './seedSubmissions';
import { statisticsHandlers } from './statistics';
import { submissionHandlers } from './submissionHandlers';
import { resetSubmitIntervals, submitHandlers } from './submitHandlers';
import { submissions } from '../store/schema/judge';
import { resetTestRuns, testJudgeHandlers } from './testJudge';
import { contestRecords } from '../store/schema/contests';
import { provideHooks } from '../store/hooks';
import { seedContestRecords, seedContestSubmissions } from './seedContestSubmissions';
import { makeLargeContest } from './seedLargeContest';

// The 5,000-team contest's rows are made when it is first read (see `deferredContestRows`).
provideHooks({ makeDeferredContestRows: makeLargeContest, compileJudgeProgram: judgeServerCompile });

/**
 * Judge and submissions: the seeded submissions, the simulated judge behind submitting, self-tests, rejudges
 * and manual verdicts, compiling special and interactive judges' programs, the status lists and their polls, the rank lists and home statistics, and the AI hint
 * stream.
 */
export const judgeDomain: MockDomain = {
  name: 'judge',
  seed(ctx) {
    const practice = seedSubmissions(ctx);
    const inContests = seedContestSubmissions(ctx, 10001 + practice.length);
    submissions.fill([...practice, ...inContests]);
    contestRecords.fill(seedContestRecords([...practice, ...inContests], ctx));
    resetSubmitIntervals();
    resetTestRuns();
  },
  handlers: [
    ...submitHandlers,
    ...submissionHandlers,
    ...testJudgeHandlers,
    ...adminJudgeHandlers,
    ...compileHandlers,
    ...rankHandlers,
    ...statisticsHandlers,
    ...aiHelpHandlers,
  ],
};
