import { trainingProblems } from '../schema/trainings';

/** Whether the training holds the problem already, or another problem under this label. */
export function problemOrLabelInTraining(tid: number, pid: number, displayId: string): boolean {
  return trainingProblems.where('tid', tid).some((tp) => tp.pid === pid || tp.displayId === displayId);
}
