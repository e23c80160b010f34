import { JudgeStatus } from '@generated/model/index';
import { submissions } from '../schema/judge';

/** Distinct problems a user solved outside contests (the backend's `user_acproblem` rows). */
export function acceptedProblemCount(uid: string): number {
  const solved = new Set<number>();
  for (const s of submissions.where('uid', uid))
    if (s.status === JudgeStatus.ACCEPTED && s.cid === 0) solved.add(s.pid);
  return solved.size;
}
