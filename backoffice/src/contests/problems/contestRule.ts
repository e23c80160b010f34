import { ContestType, ProblemType } from '@generated/model/index';

/**
 * The problem rule a contest's own problem takes: the contest's (HOJ's editor copies it and locks the radios).
 * An unknown contest type leaves the choice open (null) rather than guessing one.
 */
export function problemTypeOfContest(type: unknown): ProblemType | null {
  if (type === ContestType.OI) return ProblemType.OI;
  if (type === ContestType.ACM) return ProblemType.ACM;
  return null;
}
