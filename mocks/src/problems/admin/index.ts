import { adminContestProblemEditHandlers } from './contestProblemEditHandlers';
import { adminContestProblemHandlers } from './contestProblemHandlers';
import { groupProblemHandlers } from './groupProblemHandlers';
import { problemAdminHandlers } from './problemAdminHandlers';
import { remoteImportHandlers } from './remoteImport';
import { seedApplications } from './seedApplications';
import { seedCheckers } from './seedCheckers';

/**
 * The back office's problem calls: the problem bank, test cases, remote imports, examination, and the problems
 * of contests (the `contest_problem` rows belong to the problems).
 */
export const adminProblemHandlers = [
  ...problemAdminHandlers,
  ...adminContestProblemHandlers,
  ...adminContestProblemEditHandlers,
  ...remoteImportHandlers,
  ...groupProblemHandlers,
];

/** What the seeded problems hold only for the back office; runs after the problems are seeded. */
export function seedAdminProblems(): void {
  seedCheckers();
  seedApplications();
}
