import type { HttpHandler } from 'msw';
// Relative, not `@generated/…`: `tsx mocks/src/node/server.ts` runs from the root, where no tsconfig.json maps
// the alias (type-only imports are erased, so they keep the alias).
import { getAccountMock } from '../../../generated/msw/account/account.msw';
import { getAdminAccountMock } from '../../../generated/msw/admin-account/admin-account.msw';
import { getAdminAnnouncementMock } from '../../../generated/msw/admin-announcement/admin-announcement.msw';
import { getAdminConfigMock } from '../../../generated/msw/admin-config/admin-config.msw';
import { getAdminContestMock } from '../../../generated/msw/admin-contest/admin-contest.msw';
import { getAdminDashboardMock } from '../../../generated/msw/admin-dashboard/admin-dashboard.msw';
import { getAdminDiscussionMock } from '../../../generated/msw/admin-discussion/admin-discussion.msw';
import { getAdminGroupProblemMock } from '../../../generated/msw/admin-group-problem/admin-group-problem.msw';
import { getAdminJudgeMock } from '../../../generated/msw/admin-judge/admin-judge.msw';
import { getAdminNoticeMock } from '../../../generated/msw/admin-notice/admin-notice.msw';
import { getAdminProblemMock } from '../../../generated/msw/admin-problem/admin-problem.msw';
import { getAdminSwitchMock } from '../../../generated/msw/admin-switch/admin-switch.msw';
import { getAdminTagMock } from '../../../generated/msw/admin-tag/admin-tag.msw';
import { getAdminTrainingMock } from '../../../generated/msw/admin-training/admin-training.msw';
import { getAdminUserMock } from '../../../generated/msw/admin-user/admin-user.msw';
import { getCommentMock } from '../../../generated/msw/comment/comment.msw';
import { getContestMock } from '../../../generated/msw/contest/contest.msw';
import { getDiscussionMock } from '../../../generated/msw/discussion/discussion.msw';
import { getExtMock } from '../../../generated/msw/ext/ext.msw';
import { getFileMock } from '../../../generated/msw/file/file.msw';
import { getGroupMock } from '../../../generated/msw/group/group.msw';
import { getHomeMock } from '../../../generated/msw/home/home.msw';
import { getJudgeMock } from '../../../generated/msw/judge/judge.msw';
import { getMessageMock } from '../../../generated/msw/message/message.msw';
import { getProblemMock } from '../../../generated/msw/problem/problem.msw';
import { getRankMock } from '../../../generated/msw/rank/rank.msw';
import { getTrainingMock } from '../../../generated/msw/training/training.msw';
import { operationFor } from '../contract/spec';

/** The generated faker handlers of every contract tag. */
const generated: HttpHandler[] = [
  ...getAccountMock(),
  ...getAdminAccountMock(),
  ...getAdminAnnouncementMock(),
  ...getAdminConfigMock(),
  ...getAdminContestMock(),
  ...getAdminDashboardMock(),
  ...getAdminDiscussionMock(),
  ...getAdminGroupProblemMock(),
  ...getAdminJudgeMock(),
  ...getAdminNoticeMock(),
  ...getAdminProblemMock(),
  ...getAdminSwitchMock(),
  ...getAdminTagMock(),
  ...getAdminTrainingMock(),
  ...getAdminUserMock(),
  ...getCommentMock(),
  ...getContestMock(),
  ...getDiscussionMock(),
  ...getExtMock(),
  ...getFileMock(),
  ...getGroupMock(),
  ...getHomeMock(),
  ...getJudgeMock(),
  ...getMessageMock(),
  ...getProblemMock(),
  ...getRankMock(),
  ...getTrainingMock(),
];

/** Whether the operation a generated handler answers (its contract path behind a `*` origin) answers JSON. */
function answersJson(handler: HttpHandler): boolean {
  const { method, path } = handler.info;
  if (typeof path !== 'string' || typeof method !== 'string') return false;
  return (
    operationFor(method, path.replace(/^\*/, ''))?.successMediaTypes.includes('application/json') ?? false
  );
}

/**
 * The generated handlers of the JSON operations. orval's faker can only produce JSON, so downloads and event
 * streams are left to hand-written handlers.
 */
export const generatedJsonHandlers: HttpHandler[] = generated.filter(answersJson);
