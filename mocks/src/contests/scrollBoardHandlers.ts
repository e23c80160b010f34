import { ContestType, JudgeStatus, type ContestScrollBoardSubmissionVO } from '@generated/model/index';
import { userByUid } from '../store/schema/accounts';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { boardExcludedUids, ensureContestRows, statusNow } from '../store/queries/contests';
import { contests, type ContestRow } from '../store/schema/contests';
import { submissions } from '../store/schema/judge';
import { contestProblems, problems, type ContestProblemRow } from '../store/schema/problems';
import { boardMessages } from './boardTexts';
import { gmt8Time, gmt8TimeOrNull } from './gmt8Time';

/** A private problem's label never reaches the scroll board. */
const PRIVATE_PROBLEM = 2;

/**
 * ContestScrollBoardManager's checks, in its order: the contest exists (visible or not: nothing else is asked,
 * not even a login), is ACM, seals its board and has ended. Each refusal is body status 400.
 */
function scrollableContest(cid: number): ContestRow {
  const contest = contests.get(cid);
  if (!contest) throw new ApiFailure(400, boardMessages.scrollMissing);
  if (contest.type !== ContestType.ACM) throw new ApiFailure(400, boardMessages.scrollNotAcm);
  if (!contest.sealRank) throw new ApiFailure(400, boardMessages.scrollNotSealed);
  if (statusNow(contest) !== 1) throw new ApiFailure(400, boardMessages.scrollNotEnded);
  return contest;
}

/** The contest's labels whose problem is not private, by contest problem id. */
function shownProblems(cid: number): Map<number, ContestProblemRow> {
  return new Map(
    contestProblems
      .where('cid', cid)
      .filter((cp) => problems.get(cp.pid)?.auth !== PRIVATE_PROBLEM)
      .map((cp) => [cp.id, cp]),
  );
}

export const scrollBoardHandlers = [
  // The scroll board's header: balloon colours by label, the star accounts, the start and the seal in GMT+8.
  operation('getContestScrollBoardInfo', 'anon', ({ query }) => {
    const contest = scrollableContest(query.requiredInt('cid'));
    const shown = [...shownProblems(contest.id).values()];
    return {
      data: {
        id: contest.id,
        rankShowName: contest.rankShowName,
        problemCount: shown.length,
        balloonColor: Object.fromEntries(shown.map((cp) => [cp.displayId, cp.color])),
        startTime: gmt8Time(contest.startTime),
        sealRankTime: gmt8TimeOrNull(contest.sealRankTime),
        starUserList: [...contest.starAccount],
      },
    };
  }),

  // Every submission made before the end (those before the start too), newest first, whatever its status but
  // cancelled: the super admins', the group roots' and the creator's left out, and those to private problems.
  // The label is the contest problem's now. With `removeStar` the star accounts' submissions go too.
  operation('getContestScrollBoardSubmission', 'anon', ({ query }) => {
    const contest = scrollableContest(query.requiredInt('cid'));
    const removeStar = query.bool('removeStar', false);
    ensureContestRows(contest.id);
    const excluded = boardExcludedUids(contest);
    excluded.add(contest.uid);
    const stars = new Set(removeStar ? contest.starAccount : []);
    const shown = shownProblems(contest.id);
    const endMs = contest.endTime.getTime();
    const items: ContestScrollBoardSubmissionVO[] = [];
    for (const submission of submissions.where('cid', contest.id)) {
      if (submission.status === JudgeStatus.CANCELLED || excluded.has(submission.uid)) continue;
      if (submission.submitTime.getTime() >= endMs) continue;
      const cp = shown.get(submission.cpid);
      const user = userByUid(submission.uid);
      if (!cp || !user || stars.has(user.username)) continue;
      items.push({
        uid: user.uid,
        username: user.username,
        nickname: user.nickname,
        realname: user.realname,
        school: user.school,
        avatar: user.avatar,
        gender: user.gender,
        submitId: submission.submitId,
        status: submission.status,
        submitTime: gmt8Time(submission.submitTime),
        displayId: cp.displayId,
      });
    }
    items.sort((a, b) => b.submitId - a.submitId);
    return { data: items };
  }),
];
