import { clock } from '../clock';
import { trainingProblems, type TrainingProblemRow } from '../schema/trainings';
import { touchTraining } from './trainingCascade';

/**
 * A problem's place in a training (`training_problem`), written the same way by the back office's training
 * screens and a group's training screens.
 */

/** Adds a problem under a label; it sorts first (rank 0, the column's default) until it is given a place. */
export function addTrainingProblem(tid: number, pid: number, displayId: string): TrainingProblemRow {
  const now = clock.now();
  const row = trainingProblems.insert({
    id: trainingProblems.nextId(),
    tid,
    pid,
    rank: 0,
    displayId,
    gmtCreate: now,
    gmtModified: now,
  });
  touchTraining(tid);
  return row;
}

/** Takes a problem out of a training; false when it was not in it. */
export function removeTrainingProblem(tid: number, pid: number): boolean {
  const links = trainingProblems.where('tid', tid).filter((tp) => tp.pid === pid);
  for (const link of links) trainingProblems.delete(link.id);
  if (links.length > 0) touchTraining(tid);
  return links.length > 0;
}
