import { HttpHandler, HttpResponse, getResponse } from 'msw';
import { getAccountMock } from '@generated/api/account/account.msw';
import { getAdminAccountMock } from '@generated/api/admin-account/admin-account.msw';
import { getAdminAnnouncementMock } from '@generated/api/admin-announcement/admin-announcement.msw';
import { getAdminConfigMock } from '@generated/api/admin-config/admin-config.msw';
import { getAdminContestMock } from '@generated/api/admin-contest/admin-contest.msw';
import { getAdminDashboardMock } from '@generated/api/admin-dashboard/admin-dashboard.msw';
import { getAdminDiscussionMock } from '@generated/api/admin-discussion/admin-discussion.msw';
import { getAdminGroupProblemMock } from '@generated/api/admin-group-problem/admin-group-problem.msw';
import { getAdminJudgeMock } from '@generated/api/admin-judge/admin-judge.msw';
import { getAdminNoticeMock } from '@generated/api/admin-notice/admin-notice.msw';
import { getAdminProblemMock } from '@generated/api/admin-problem/admin-problem.msw';
import { getAdminSwitchMock } from '@generated/api/admin-switch/admin-switch.msw';
import { getAdminTagMock } from '@generated/api/admin-tag/admin-tag.msw';
import { getAdminTrainingMock } from '@generated/api/admin-training/admin-training.msw';
import { getAdminUserMock } from '@generated/api/admin-user/admin-user.msw';
import { getCommentMock } from '@generated/api/comment/comment.msw';
import { getContestMock } from '@generated/api/contest/contest.msw';
import { getDiscussionMock } from '@generated/api/discussion/discussion.msw';
import { getExtMock } from '@generated/api/ext/ext.msw';
import { getFileMock } from '@generated/api/file/file.msw';
import { getGroupMock } from '@generated/api/group/group.msw';
import { getHomeMock } from '@generated/api/home/home.msw';
import { getJudgeMock } from '@generated/api/judge/judge.msw';
import { getMessageMock } from '@generated/api/message/message.msw';
import { getProblemMock } from '@generated/api/problem/problem.msw';
import { getRankMock } from '@generated/api/rank/rank.msw';
import { getTrainingMock } from '@generated/api/training/training.msw';
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
 * orval generates the mocks from the client's view of the contract, where the request layer has already taken
 * `data` out of the envelope; the backend sends the whole `{status, msg, data}`, so the fallback puts it back.
 */
function inEnvelope(handler: HttpHandler): HttpHandler {
  const { method, path } = handler.info;
  return new HttpHandler(method, path, async ({ request }) => {
    const response = await getResponse([handler], request);
    if (!response) return undefined;
    const text = await response.text();
    const data: unknown = text === '' ? null : JSON.parse(text);
    return HttpResponse.json({ status: 200, msg: 'success', data }, { status: response.status });
  });
}

/**
 * The generated handlers of the JSON operations. orval's faker can only produce JSON, so downloads and event
 * streams are left to hand-written handlers.
 */
export const generatedJsonHandlers: HttpHandler[] = generated.filter(answersJson).map(inEnvelope);
