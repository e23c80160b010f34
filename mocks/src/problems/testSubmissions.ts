import { JudgeStatus } from '@generated/model/index';
import { userByUsername } from '../store/schema/accounts';
import { clock } from '../store/clock';
import { blankResult, submissions, type SubmissionRow } from '../store/schema/judge';

/** For the problem domain's tests: stores a finished submission by a demo account, with any field replaced. */
export function addSubmission(
  username: string,
  fields: Partial<SubmissionRow> & Pick<SubmissionRow, 'pid'>,
): SubmissionRow {
  const user = userByUsername(username);
  if (!user) throw new Error(`no demo account ${username}`);
  return submissions.insert({
    ...blankResult(),
    status: JudgeStatus.ACCEPTED,
    submitId: submissions.nextId(),
    uid: user.uid,
    displayPid: `P${fields.pid}`,
    cid: 0,
    cpid: 0,
    displayId: null,
    gid: null,
    tid: null,
    submitTime: clock.now(),
    code: 'int main() { return 0; }',
    language: 'C++',
    length: 24,
    judger: 'judger-1',
    isManual: false,
    share: false,
    ip: '127.0.0.1',
    version: 0,
    vjudgeSubmitId: null,
    run: null,
    ...fields,
  });
}

/** Removes every submission of some problems, so a test starts from known figures. */
export function clearSubmissions(...pids: number[]): void {
  submissions.deleteWhere((s) => pids.includes(s.pid));
}
