import type {
  GetAdminAnnouncementList200,
  GetAdminWebConfig200,
  SetAdminWebConfig200,
  GetAdminSwitchConfig200,
  SetAdminSwitchConfig200,
  AddAdminAnnouncement200,
  UpdateAdminAnnouncement200,
  DeleteAdminAnnouncement200,
  GetAdminSysNotice200,
  AddAdminSysNotice200,
  UpdateAdminSysNotice200,
  DeleteAdminSysNotice200,
  AddAdminTag200,
  UpdateAdminTag200,
  DeleteAdminTag200,
  GetAdminTagClassification200,
  AddAdminTagClassification200,
  UpdateAdminTagClassification200,
  DeleteAdminTagClassification200,
  GetAllProblemTagsList200,
  GetProblemTagsAndClassification200,
  GetDiscussionList200,
  GetDiscussion200,
  AddDiscussion200,
  UpdateDiscussion200,
  RemoveDiscussion200,
  GetDiscussionCategory200,
  UpsertDiscussionCategory200,
  AddDiscussionLike200,
  UpdateAdminDiscussion200,
  RemoveAdminDiscussion200,
  GetComments200,
  AddComment200,
  DeleteComment200,
  AddCommentLike200,
  GetAllReply200,
  AddReply200,
  DeleteReply200,
  GetUnreadMsgCount200,
  GetCommentMsg200,
  GetReplyMsg200,
  GetLikeMsg200,
  GetSysNotice200,
  GetMineNotice200,
  CleanMsg200,
  AdminLogin200,
  ChangeMobile200,
  GetAdminSmsConfig200,
  GetAdminEmailConfig200,
  SetAdminEmailConfig200,
  TestAdminEmail200,
  GetAdminDBAndRedisConfig200,
  SetAdminDBAndRedisConfig200,
  GetChangeMobileCode200,
  GetHomePageImages200,
  GetHomeCarousel200,
  DeleteAdminHomeCarousel200,
  UploadCarouselImg200,
  SetAdminSmsConfig200,
  GetCommonAnnouncement200,
  GetRecentContest200,
  GetRecentSevenAcRank200,
  GetUserAuthInfo200,
  GetAdminUserList200,
  InsertAdminBatchUser200,
  GetWebsiteConfig200,
  Login200,
  VoidResultResponse,
  Register200,
  GetRegisterCode200,
  CheckUsernameOrEmail200,
  GetCaptcha200,
  ApplyResetPassword200,
  ResetPassword200,
  GetLastWeekSubmissionStatistics200,
  GetRecentUpdatedProblemList200,
  GetUserHomeInfo200,
  GetUserCalendarHeatmap200,
  ChangePassword200,
  GetChangeEmailCode200,
  ChangeEmail200,
  ChangeUserInfo200,
  UploadAvatar200,
  EditAdminUser200,
  DeleteAdminUser200,
  GenerateAdminUser200,
  GetAdminDashboardInfo200,
  GetAdminRecentSession200,
  GetAdminJudgeServiceInfo200,
} from '@generated/msw/model/index';
import { HttpHandler, getResponse } from 'msw';
import { checkToken, issueToken, needsRenewal } from '../auth/tokens';
import { contractResponse, enforceContract, reportMockFault } from '../contract/enforce';
import {
  mswPath,
  operationById,
  operationFor,
  type ContractOperation,
  type TokenPolicy,
} from '../contract/spec';
import { messages } from '../messages';
import type { UserRow } from '../model';
import { STOCK_PERMISSIONS } from '@hoj/core/domain/permissions';
import { EVENT_STREAM, eventStreamBody } from './eventStream';
import { ApiFailure } from './failure';
import { isSwitchOn } from './switches';

/** The success body of each contract operation, as the generated msw models type the raw contract. */
export interface OperationBodies {
  getLastWeekSubmissionStatistics: GetLastWeekSubmissionStatistics200;
  getRecentUpdatedProblemList: GetRecentUpdatedProblemList200;
  getUserHomeInfo: GetUserHomeInfo200;
  getUserCalendarHeatmap: GetUserCalendarHeatmap200;
  changePassword: ChangePassword200;
  getChangeEmailCode: GetChangeEmailCode200;
  changeEmail: ChangeEmail200;
  changeUserInfo: ChangeUserInfo200;
  uploadAvatar: UploadAvatar200;
  login: Login200;
  logout: VoidResultResponse;
  getUserAuthInfo: GetUserAuthInfo200;
  getWebsiteConfig: GetWebsiteConfig200;
  getCommonAnnouncement: GetCommonAnnouncement200;
  getRecentContest: GetRecentContest200;
  getRecentSevenAcRank: GetRecentSevenAcRank200;
  adminLogin: AdminLogin200;
  adminLogout: VoidResultResponse;
  getAdminUserList: GetAdminUserList200;
  insertAdminBatchUser: InsertAdminBatchUser200;
  getAdminWebConfig: GetAdminWebConfig200;
  setAdminWebConfig: SetAdminWebConfig200;
  getAdminSwitchConfig: GetAdminSwitchConfig200;
  setAdminSwitchConfig: SetAdminSwitchConfig200;
  getAdminEmailConfig: GetAdminEmailConfig200;
  setAdminEmailConfig: SetAdminEmailConfig200;
  testAdminEmail: TestAdminEmail200;
  getAdminDBAndRedisConfig: GetAdminDBAndRedisConfig200;
  setAdminDBAndRedisConfig: SetAdminDBAndRedisConfig200;
  getHomePageImages: GetHomePageImages200;
  getHomeCarousel: GetHomeCarousel200;
  deleteAdminHomeCarousel: DeleteAdminHomeCarousel200;
  uploadCarouselImg: UploadCarouselImg200;
  getAdminSmsConfig: GetAdminSmsConfig200;
  setAdminSmsConfig: SetAdminSmsConfig200;
  getChangeMobileCode: GetChangeMobileCode200;
  changeMobile: ChangeMobile200;
  getAdminAnnouncementList: GetAdminAnnouncementList200;
  addAdminAnnouncement: AddAdminAnnouncement200;
  updateAdminAnnouncement: UpdateAdminAnnouncement200;
  deleteAdminAnnouncement: DeleteAdminAnnouncement200;
  getAdminSysNotice: GetAdminSysNotice200;
  addAdminSysNotice: AddAdminSysNotice200;
  updateAdminSysNotice: UpdateAdminSysNotice200;
  deleteAdminSysNotice: DeleteAdminSysNotice200;
  addAdminTag: AddAdminTag200;
  updateAdminTag: UpdateAdminTag200;
  deleteAdminTag: DeleteAdminTag200;
  getAdminTagClassification: GetAdminTagClassification200;
  addAdminTagClassification: AddAdminTagClassification200;
  updateAdminTagClassification: UpdateAdminTagClassification200;
  deleteAdminTagClassification: DeleteAdminTagClassification200;
  getAllProblemTagsList: GetAllProblemTagsList200;
  getProblemTagsAndClassification: GetProblemTagsAndClassification200;
  getDiscussionList: GetDiscussionList200;
  getDiscussion: GetDiscussion200;
  addDiscussion: AddDiscussion200;
  updateDiscussion: UpdateDiscussion200;
  removeDiscussion: RemoveDiscussion200;
  getDiscussionCategory: GetDiscussionCategory200;
  upsertDiscussionCategory: UpsertDiscussionCategory200;
  addDiscussionLike: AddDiscussionLike200;
  updateAdminDiscussion: UpdateAdminDiscussion200;
  removeAdminDiscussion: RemoveAdminDiscussion200;
  getComments: GetComments200;
  addComment: AddComment200;
  deleteComment: DeleteComment200;
  addCommentLike: AddCommentLike200;
  getAllReply: GetAllReply200;
  addReply: AddReply200;
  deleteReply: DeleteReply200;
  getUnreadMsgCount: GetUnreadMsgCount200;
  getCommentMsg: GetCommentMsg200;
  getReplyMsg: GetReplyMsg200;
  getLikeMsg: GetLikeMsg200;
  getSysNotice: GetSysNotice200;
  getMineNotice: GetMineNotice200;
  cleanMsg: CleanMsg200;
  register: Register200;
  getRegisterCode: GetRegisterCode200;
  checkUsernameOrEmail: CheckUsernameOrEmail200;
  getCaptcha: GetCaptcha200;
  applyResetPassword: ApplyResetPassword200;
  resetPassword: ResetPassword200;
  editAdminUser: EditAdminUser200;
  deleteAdminUser: DeleteAdminUser200;
  generateAdminUser: GenerateAdminUser200;
  getAdminDashboardInfo: GetAdminDashboardInfo200;
  getAdminRecentSession: GetAdminRecentSession200;
  getAdminJudgeServiceInfo: GetAdminJudgeServiceInfo200;
}

/** Operations that answer a `text/event-stream` of JSON items. */
export type StreamOperationId = 'streamAiChat';

export type OperationId = keyof OperationBodies;
export type DataOf<Op extends OperationId> = OperationBodies[Op]['data'];

export type { TokenPolicy } from '../contract/spec';

export interface OperationContext {
  request: Request;
  url: URL;
  /** The logged-in caller, or null for a visitor. */
  caller: UserRow | null;
}

export interface OperationAnswer<D> {
  data: D;
  /** Defaults to `success`. */
  msg?: string;
  headers?: Record<string, string>;
}

export type OperationResolver<Op extends OperationId> = (
  ctx: OperationContext,
) => OperationAnswer<DataOf<Op>> | Promise<OperationAnswer<DataOf<Op>>>;

export const EXPOSE_HEADERS = 'Refresh-Token,Authorization,Url-Type';

/** Headers the backend adds to its 401/403 answers: the `Url-Type` echo tells the client which UI failed. */
function authErrorHeaders(request: Request): Record<string, string> {
  const urlType = request.headers.get('Url-Type');
  return {
    'Access-Control-Expose-Headers': EXPOSE_HEADERS,
    'Access-Control-Allow-Credentials': 'true',
    ...(urlType ? { 'Url-Type': urlType } : {}),
  };
}

/** The JWT filter and Shiro annotations: who is calling, token renewal, and role/permission checks. */
function authenticate(
  op: ContractOperation,
  policy: TokenPolicy,
  request: Request,
  headers: Headers,
): UserRow | null {
  const token = request.headers.get('Authorization')?.trim();
  let caller: UserRow | null = null;
  if (token) {
    const check = checkToken(token);
    if (check.ok) caller = check.user;
    else if (policy !== 'anon') throw new ApiFailure(401, check.msg, 401, authErrorHeaders(request));
  }
  if (caller && policy !== 'anon' && needsRenewal(caller.uid)) {
    headers.set('Authorization', issueToken(caller.uid));
    headers.set('Refresh-Token', 'true');
    headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    const urlType = request.headers.get('Url-Type');
    if (urlType) headers.set('Url-Type', urlType);
  }
  const guarded = op.roles.length > 0 || op.permissions.length > 0;
  if (!caller && (policy === 'required' || guarded)) {
    throw new ApiFailure(401, messages.loginRequired, 401, authErrorHeaders(request));
  }
  if (caller && guarded) {
    const granted: readonly string[] = STOCK_PERMISSIONS[caller.role];
    const roleOk = op.roles.length === 0 || op.roles.includes(caller.role);
    const permissionsOk = op.permissions.every((p) => granted.includes(p));
    if (!roleOk || !permissionsOk)
      throw new ApiFailure(403, messages.noPermission, 403, authErrorHeaders(request));
  }
  // The `@HOJAccess` interceptor: a site switch that is off refuses the call with HTTP 403.
  for (const name of op.featureSwitches) {
    if (!isSwitchOn(name))
      throw new ApiFailure(403, messages.featureOff(name), 403, authErrorHeaders(request));
  }
  return caller;
}

/**
 * The frame of every stateful handler: method and path from the contract, the backend's token policy, roles and
 * permissions from `x-roles` / `x-permissions`. `answer` builds the success; an `ApiFailure` it throws becomes the
 * error envelope, anything else a reported fault. Every answer leaves through the contract check.
 */
function contractHandler(
  id: string,
  policy: TokenPolicy,
  answer: (ctx: OperationContext, headers: Headers) => Promise<Response>,
): HttpHandler {
  const op = operationById(id);
  if (!op) throw new Error(`operation(): ${id} is not in the contract`);
  return new HttpHandler(op.method, mswPath(op), async ({ request }) => {
    const headers = new Headers();
    try {
      const caller = authenticate(op, policy, request, headers);
      return await answer({ request, url: new URL(request.url), caller }, headers);
    } catch (error) {
      if (error instanceof ApiFailure) {
        for (const [name, value] of Object.entries(error.headers)) headers.set(name, value);
        return contractResponse(
          id,
          error.httpStatus,
          { status: error.status, msg: error.message, data: null },
          headers,
        );
      }
      reportMockFault(
        `Mock handler of ${id} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return contractResponse(id, 500, { status: 500, msg: messages.serverError, data: null });
    }
  });
}

/**
 * A stateful handler for one JSON operation. The resolver returns the `data` of a success or throws an
 * `ApiFailure`; either way the answer is validated against the contract.
 */
export function operation<Op extends OperationId>(
  id: Op,
  policy: TokenPolicy,
  resolve: OperationResolver<Op>,
): HttpHandler {
  return contractHandler(id, policy, async (ctx, headers) => {
    const answer = await resolve(ctx);
    for (const [name, value] of Object.entries(answer.headers ?? {})) headers.set(name, value);
    return contractResponse(
      id,
      200,
      { status: 200, msg: answer.msg ?? messages.success, data: answer.data },
      headers,
    );
  });
}

/**
 * A stateful handler for an event-stream operation. The resolver checks the request (throwing `ApiFailure`s,
 * answered as JSON) and returns the items; they are sent as `data: <json>` events closed by `[DONE]`, each
 * checked against the contract's item schema on its way out.
 */
export function streamOperation(
  id: StreamOperationId,
  policy: TokenPolicy,
  resolve: (ctx: OperationContext) => AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>,
): HttpHandler {
  return contractHandler(id, policy, async (ctx, headers) => {
    const items = await resolve(ctx);
    headers.set('Content-Type', `${EVENT_STREAM};charset=UTF-8`);
    headers.set('Cache-Control', 'no-cache');
    return enforceContract(id, new Response(eventStreamBody(items), { status: 200, headers }));
  });
}

/**
 * A handler without store logic (orval's faker handler, a download fallback) behind the same gate as the
 * stateful ones, with the token policy, roles, permissions and switches of its contract operation; its answers
 * are contract-checked too.
 */
export function gatedFallback(handler: HttpHandler): HttpHandler {
  const { method, path } = handler.info;
  const op =
    typeof method === 'string' && typeof path === 'string'
      ? operationFor(method, path.replace(/^\*/, ''))
      : undefined;
  if (!op) throw new Error(`gatedFallback(): ${String(method)} ${String(path)} is not in the contract`);
  return contractHandler(op.id, op.tokenPolicy, async ({ request }, headers) => {
    const response = await getResponse([handler], request);
    if (!response) throw new Error(`the fallback of ${op.id} did not answer`);
    const merged = new Headers(response.headers);
    headers.forEach((value, name) => merged.set(name, value));
    const answer = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: merged,
    });
    return enforceContract(op.id, answer);
  });
}

/** Reads a JSON request body the way Spring does: unreadable JSON is HTTP 400. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new ApiFailure(400, messages.badJson, 400);
  }
}
