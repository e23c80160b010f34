import { JudgeStatus } from '@generated/model/index';
import { judgeStatusTable } from '@hoj/core/domain/judgeStatus';

/**
 * States a reader never filters by: the client's own "submitting", the no-submission mark, and "No Status", a
 * placeholder no judged submission carries.
 */
const NEVER_STORED: readonly JudgeStatus[] = [
  JudgeStatus.SUBMITTING,
  JudgeStatus.NOT_SUBMITTED,
  JudgeStatus.NO_STATUS,
];

/** The status filter's choices: every status of core's table a submission can be stored with. */
export const statusFilterOptions: readonly JudgeStatus[] = (
  Object.keys(judgeStatusTable).map(Number) as JudgeStatus[]
)
  .filter((status) => !NEVER_STORED.includes(status))
  .sort((a, b) => a - b);
