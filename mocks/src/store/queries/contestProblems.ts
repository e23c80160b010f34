import { contestProblems, type ContestProblemRow } from '../schema/problems';

/** The link of a problem in a contest, if it is in it. */
export function contestProblemOf(cid: number, pid: number): ContestProblemRow | undefined {
  return contestProblems.where('cid', cid).find((cp) => cp.pid === pid);
}

/** Whether another problem of the contest already shows under this label (labels compare as typed). */
export function labelTaken(cid: number, displayId: string, exceptPid?: number): boolean {
  return contestProblems.where('cid', cid).some((cp) => cp.displayId === displayId && cp.pid !== exceptPid);
}
