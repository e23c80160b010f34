import { JudgeStatus } from '@generated/model/index';
import { userByUsername } from '../store/schema/accounts';
import { clock } from '../store/clock';
import { judgedSubmission, submissions, type SubmissionRow } from '../store/schema/judge';

/** For the problem domain's tests: stores a finished submission by a demo account, with any field replaced. */
export function addSubmission(
  username: string,
  fields: Partial<SubmissionRow> & Pick<SubmissionRow, 'pid'>,
): SubmissionRow {
  const user = userByUsername(username);
  if (!user) throw new Error(`no demo account ${username}`);
  const code = 'int main() { return 0; }';
  return submissions.insert({
    ...judgedSubmission({
      submitId: submissions.nextId(),
      uid: user.uid,
      pid: fields.pid,
      cid: 0,
      status: JudgeStatus.ACCEPTED,
      submitTime: clock.now(),
    }),
    code,
    length: code.length,
    ...fields,
  });
}

/** Removes every submission of some problems, so a test starts from known figures. */
export function clearSubmissions(...pids: number[]): void {
  submissions.deleteWhere((s) => pids.includes(s.pid));
}
