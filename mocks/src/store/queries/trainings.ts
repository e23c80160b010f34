import { JudgeStatus } from '@generated/model/index';
import type { UserRow } from '../schema/accounts';
import { memberAuth } from '../schema/groups';
import { submissions } from '../schema/judge';
import {
  trainingCategories,
  trainingCategoryLinks,
  trainingProblems,
  trainingRegisterKey,
  trainingRegisters,
  type TrainingCategoryRow,
  type TrainingProblemRow,
  type TrainingRow,
} from '../schema/trainings';

/** Code-point order, as MySQL compares the display ids. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Training order: `rank`, then display id. */
export const trainingProblemOrder = (a: TrainingProblemRow, b: TrainingProblemRow) =>
  a.rank - b.rank || byText(a.displayId, b.displayId);

/** The problems of a training in training order. */
export function problemsOfTraining(tid: number): TrainingProblemRow[] {
  return trainingProblems.where('tid', tid).sort(trainingProblemOrder);
}

export function categoryOfTraining(tid: number): TrainingCategoryRow | undefined {
  const link = trainingCategoryLinks.get(tid);
  return link ? trainingCategories.get(link.cid) : undefined;
}

/** Lists order trainings by `rank`; equal ranks keep the table's order (by id). */
export const trainingOrder = (a: TrainingRow, b: TrainingRow) => a.rank - b.rank || a.id - b.id;

/** Root may change any training; everybody else only the ones they wrote. */
export function mayEdit(training: TrainingRow, user: UserRow): boolean {
  return user.role === 'root' || training.author === user.username;
}

const GROUP_MEMBER_AUTH = 3;

/**
 * Whether the caller may see a training's problems and rank: a group training needs membership, a private one
 * a registration (its author and root need none).
 */
export function trainingAccess(training: TrainingRow, user: UserRow): 'ok' | 'notMember' | 'register' {
  const isRoot = user.role === 'root';
  if (training.gid !== null && !isRoot && memberAuth(training.gid, user.uid) < GROUP_MEMBER_AUTH)
    return 'notMember';
  if (training.auth !== 'Private') return 'ok';
  if (isRoot || training.author === user.username) return 'ok';
  return trainingRegisters.has(trainingRegisterKey(training.id, user.uid)) ? 'ok' : 'register';
}

/** How many of the training's problems the user has solved in practice (outside contests, in its group). */
export function acCountOf(training: TrainingRow, uid: string): number {
  const pids = new Set(trainingProblems.where('tid', training.id).map((tp) => tp.pid));
  const solved = new Set(
    submissions
      .where('uid', uid)
      .filter(
        (s) => s.status === JudgeStatus.ACCEPTED && s.cid === 0 && s.gid === training.gid && pids.has(s.pid),
      )
      .map((s) => s.pid),
  );
  return solved.size;
}
