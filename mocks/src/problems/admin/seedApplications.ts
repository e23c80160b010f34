import { problems } from '@hoj/mocks/store/schema/problems';

/**
 * The training team's requests to publish its problems: three waiting for a problem admin, and 八皇后 refused
 * earlier (the team keeps it for its own weekly tests). Every group problem of the seed asked once.
 */
const APPLICATIONS: Readonly<Record<string, 1 | 2 | 3>> = {
  P1010: 1,
  P1020: 1,
  P1030: 1,
  P1040: 3,
};

export function seedApplications(): void {
  for (const [problemId, progress] of Object.entries(APPLICATIONS)) {
    const problem = problems.one('problemId', problemId);
    if (!problem || problem.gid === null)
      throw new Error(`problems/admin/seedApplications.ts: ${problemId} is not a group problem`);
    problems.update(problem, { applyPublicProgress: progress });
  }
}
