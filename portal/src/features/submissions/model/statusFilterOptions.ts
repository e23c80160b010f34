import { JudgeStatus } from '@generated/model/index';
import { judgeStatusTable } from '@hoj/core/domain/judgeStatus';

/** States no stored submission is in: the client's own "submitting" and the no-submission mark. */
const NEVER_STORED: readonly JudgeStatus[] = [JudgeStatus.SUBMITTING, JudgeStatus.NOT_SUBMITTED];

/** The status filter's choices: every status of core's table a submission can be stored with. */
export const statusFilterOptions: readonly JudgeStatus[] = (
  Object.keys(judgeStatusTable).map(Number) as JudgeStatus[]
)
  .filter((status) => !NEVER_STORED.includes(status))
  .sort((a, b) => a - b);
