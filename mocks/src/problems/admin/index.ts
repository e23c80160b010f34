import { compileHandlers } from './compileHandlers';
import { groupProblemHandlers } from './groupProblemHandlers';
import { problemAdminHandlers } from './problemAdminHandlers';
import { remoteImportHandlers } from './remoteImport';
import { seedApplications } from './seedApplications';
import { seedCheckers } from './seedCheckers';

/** The back office's problem calls: the problem bank, test cases, judge programs, remote imports, examination. */
export const adminProblemHandlers = [
  ...problemAdminHandlers,
  ...compileHandlers,
  ...remoteImportHandlers,
  ...groupProblemHandlers,
];

/** What the seeded problems hold only for the back office; runs after the problems are seeded. */
export function seedAdminProblems(): void {
  seedCheckers();
  seedApplications();
}
