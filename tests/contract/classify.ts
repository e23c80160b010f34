import type { ContractOp } from './contract';

/**
 * Which operations the suite may call freely (reads) and which change data (mutating). The rule is the HTTP
 * method, corrected by two small explicit tables, because HOJ has GETs that act and POSTs that only read.
 *
 * Accepted side effects of reads (they are what any visitor's page view does): `GET /api/msg/*` marks the
 * caller's own notices read, `GET /api/get-discussion-detail` counts a view, `GET /api/captcha` stores a captcha
 * answer for 30 minutes, logins record a session row.
 */

/** GET operations that change state: never called as reads. */
export const ACTING_GETS: Readonly<Record<string, string>> = {
  logout: 'revokes every token of the caller',
  adminLogout: 'revokes every token of the caller',
  getRegisterCode: 'sends an e-mail',
  getChangeEmailCode: 'sends an e-mail',
  getChangeMobileCode: 'sends a text message',
  cloneAdminContest: 'creates a contest',
  importAdminRemoteOJProblem: 'crawls and creates a problem',
  importAdminContestRemoteOJProblem: 'crawls a problem and adds it to a contest',
  importAdminTrainingRemoteOJProblem: 'crawls a problem and adds it to a training',
  adminRejudge: 'rejudges a submission',
  rejudgeAdminContestProblem: 'rejudges every submission of a contest problem',
  manualAdminJudge: 'overrides a verdict',
  cancelAdminJudge: 'cancels a verdict',
  addCommentLike: 'likes or unlikes a comment',
  addDiscussionLike: 'likes or unlikes a discussion',
  resubmit: 're-dispatches a submission',
  deleteMDImg: 'deletes an uploaded file',
};

/** POST operations that only read; their request bodies come from the discovery table. */
export const READING_POSTS: Readonly<Record<string, string>> = {
  getContestRank: 'contest scoreboard page',
  getContestOutsideScoreboard: 'public scoreboard page',
  getContestUserNotReadAnnouncement: 'unread contest announcements',
  getUserProblemStatus: 'the caller’s verdicts for a list of problems',
  checkCommonJudgeResult: 'verdicts of submissions (polling)',
  checkContestJudgeResult: 'verdicts of contest submissions (polling)',
  checkUsernameOrEmail: 'whether a username or e-mail exists',
  getAdminRecentSession: 'the caller’s previous login session (body ignored)',
};

/**
 * Reads whose refusal can depend on the state of the object asked about rather than on the caller, so that
 * even root is legitimately refused for some ids: such a refusal is reported as skipped, never as failed.
 */
export const STATE_DEPENDENT: Readonly<Record<string, string>> = {
  getContestOutsideInfo: 'needs a contest with an open rank that has started',
  getContestOutsideScoreboard: 'needs a contest with an open rank that has started',
  getContestScrollBoardInfo: 'needs an ended ACM contest with a sealed rank',
  getContestScrollBoardSubmission: 'needs an ended ACM contest with a sealed rank',
  getContestProblemDetails: 'private problems and contests that have not started are refused',
  getDiscussion: 'banned discussions are refused',
};

export function isRead(op: ContractOp): boolean {
  if (op.method === 'GET') return !(op.id in ACTING_GETS);
  return op.method === 'POST' && op.id in READING_POSTS;
}

/** Why a mutating operation is mutating, for the report. */
export function mutatingReason(op: ContractOp): string {
  return ACTING_GETS[op.id] ?? `${op.method} changes data`;
}

export function isDownload(op: ContractOp): boolean {
  return op.success.kind === 'binary';
}
