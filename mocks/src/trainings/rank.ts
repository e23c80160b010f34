import {
  GroupMemberAuth,
  JudgeStatus,
  type TrainingProblemSubmissionInfo,
  type TrainingRankVO,
} from '@generated/model/index';
import { users, type UserRow } from '../store/schema/accounts';
import { memberAuth } from '../store/schema/groups';
import { submissions, type SubmissionRow } from '../store/schema/judge';
import { problems } from '../store/schema/problems';
import { problemsOfTraining } from '../store/queries/trainings';
import { trainingRegisters, type TrainingRow } from '../store/schema/trainings';

interface Row {
  user: UserRow;
  ac: number;
  totalRunTime: number;
  submissionInfo: Record<string, TrainingProblemSubmissionInfo>;
}

const oldestFirst = (a: SubmissionRow, b: SubmissionRow) =>
  a.submitTime.getTime() - b.submitTime.getTime() || a.submitId - b.submitId;

/** One cell: the first accepted submission (with the best accepted time), or else the latest one. */
function cellOf(rows: readonly SubmissionRow[], oi: boolean): TrainingProblemSubmissionInfo {
  const sorted = [...rows].sort(oldestFirst);
  const accepted = sorted.filter((s) => s.status === JudgeStatus.ACCEPTED);
  const first = accepted[0];
  if (first) {
    const runTime = Math.min(...accepted.map((s) => s.time ?? 0));
    return { status: first.status, score: oi ? first.score : null, isAC: true, runTime };
  }
  const latest = sorted[sorted.length - 1] as SubmissionRow;
  return { status: latest.status, score: oi ? latest.score : null };
}

/** The backend's search: a part of the user name, real name or school, in any case. */
function matchesKeyword(user: UserRow, keyword: string | undefined): boolean {
  const wanted = keyword?.trim().toLowerCase();
  if (!wanted) return true;
  return [user.username, user.realname, user.school].some((text) =>
    (text ?? '').toLowerCase().includes(wanted),
  );
}

/**
 * The training's ranking: every user's practice submissions (outside contests, in the training's group) to its
 * problems, keyed by the training's labels; for a private training only the registered users. Super admins, the
 * roots of a group training's group and the training's author are left out, as the backend leaves them out.
 * Most problems solved first, then the smallest sum of best accepted run times.
 */
export function trainingRank(training: TrainingRow, keyword: string | undefined): TrainingRankVO[] {
  const excluded = new Set(users.where('role', 'root').map((u) => u.uid));
  const groupRoot = (uid: string) =>
    training.gid !== null && memberAuth(training.gid, uid) === GroupMemberAuth.ROOT;
  const registered =
    training.auth === 'Private'
      ? new Set(trainingRegisters.where('tid', training.id).map((r) => r.uid))
      : null;
  const byUser = new Map<string, Map<string, SubmissionRow[]>>();
  for (const entry of problemsOfTraining(training.id)) {
    for (const s of submissions.where('pid', entry.pid)) {
      if (s.cid !== 0 || s.gid !== training.gid || excluded.has(s.uid) || groupRoot(s.uid)) continue;
      if (registered && !registered.has(s.uid)) continue;
      const cells = byUser.get(s.uid) ?? new Map<string, SubmissionRow[]>();
      byUser.set(s.uid, cells);
      cells.set(entry.displayId, [...(cells.get(entry.displayId) ?? []), s]);
    }
  }
  const oiLabels = new Set(
    problemsOfTraining(training.id)
      .filter((entry) => problems.get(entry.pid)?.type === 1)
      .map((entry) => entry.displayId),
  );
  const rows: Row[] = [];
  for (const [uid, cells] of byUser) {
    const user = users.get(uid);
    if (!user || user.username === training.author) continue;
    if (!matchesKeyword(user, keyword)) continue;
    const submissionInfo: Record<string, TrainingProblemSubmissionInfo> = {};
    let ac = 0;
    let totalRunTime = 0;
    for (const [label, list] of cells) {
      const cell = cellOf(list, oiLabels.has(label));
      submissionInfo[label] = cell;
      if (cell.isAC) {
        ac += 1;
        totalRunTime += cell.runTime ?? 0;
      }
    }
    rows.push({ user, ac, totalRunTime, submissionInfo });
  }
  rows.sort((a, b) => b.ac - a.ac || a.totalRunTime - b.totalRunTime);
  return rows.map(({ user, ac, totalRunTime, submissionInfo }) => ({
    uid: user.uid,
    username: user.username,
    realname: user.realname,
    nickname: user.nickname,
    school: user.school,
    gender: user.gender,
    avatar: user.avatar,
    ac,
    totalRunTime,
    submissionInfo,
  }));
}
