import { clock } from '../clock';
import {
  trainingCategoryLinks,
  trainingProblems,
  trainingRegisters,
  trainingRegisterKey,
  trainings,
} from '../schema/trainings';

/** Touches a training's modification time, as every change to its problems does. */
export function touchTraining(tid: number): void {
  const training = trainings.get(tid);
  if (training) trainings.update(training, { gmtModified: clock.now() });
}

/**
 * Takes a problem out of every training it is in (the `training_problem` foreign key cascades when a problem
 * is deleted); the problem domain calls it when it deletes one. Returns how many links went.
 */
export function removeProblemFromTrainings(pid: number): number {
  const links = trainingProblems.where('pid', pid);
  for (const link of links) {
    trainingProblems.delete(link.id);
    touchTraining(link.tid);
  }
  return links.length;
}

/** Deletes a training with its problem links, category link and registrations; false when there is none. */
export function removeTraining(tid: number): boolean {
  if (!trainings.delete(tid)) return false;
  for (const link of trainingProblems.where('tid', tid)) trainingProblems.delete(link.id);
  trainingCategoryLinks.delete(tid);
  for (const register of trainingRegisters.where('tid', tid))
    trainingRegisters.delete(trainingRegisterKey(register.tid, register.uid));
  return true;
}
