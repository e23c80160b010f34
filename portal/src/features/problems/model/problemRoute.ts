/**
 * Where a problem page sits: the plain bank, a contest, a training, a group (or a group's training). The
 * route's params decide it; every problem page variant (and its full-screen twin) reads it through here.
 */
export interface ProblemRoute {
  kind: 'plain' | 'contest' | 'training' | 'group';
  /** The problem's display id as the address has it (`problemID`; in a contest, the contest's display id). */
  problemId: string;
  contestId: number | null;
  trainingId: number | null;
  groupId: number | null;
  fullScreen: boolean;
}

const positive = (value: string | undefined): number | null => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : null;
};

/** The route params (`problemID`, `contestID`, `trainingID`, `groupID`) and whether the path is a full-screen one. */
export function problemRouteOf(
  params: Readonly<Record<string, string | undefined>>,
  pathname: string,
): ProblemRoute {
  const contestId = positive(params.contestID);
  const trainingId = positive(params.trainingID);
  const groupId = positive(params.groupID);
  const kind = contestId ? 'contest' : trainingId ? 'training' : groupId ? 'group' : 'plain';
  return {
    kind,
    problemId: params.problemID ?? '',
    contestId,
    trainingId,
    groupId,
    fullScreen: /\/full-screen\/?$/.test(pathname),
  };
}
