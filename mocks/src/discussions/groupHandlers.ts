import type { UserRow } from '../store/schema/accounts';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import type { BodyOf, BodyReader } from '../http/request';
import { DISCUSSION_AC_MIN, isSiteAdmin, requireContent, requireSolved } from '../http/posting';
import { clock } from '../store/clock';
import { isGroupAdmin, isGroupMember, isGroupRoot, isSiteRoot, liveGroup } from '../store/queries/groups';
import { removeDiscussions } from '../store/rules/discussionCascade';
import { discussions, type DiscussionRow, type PosterRole } from '../store/schema/discussions';
import { groupDiscussionMessages as texts } from './groupTexts';
import { requireCategory } from './rules';
import { toDiscussion } from './views';

/** The backend's order of a board: pinned, newest, most liked, most read. */
const boardOrder = (a: DiscussionRow, b: DiscussionRow) =>
  Number(b.topPriority) - Number(a.topPriority) ||
  b.gmtCreate.getTime() - a.gmtCreate.getTime() ||
  b.likeNum - a.likeNum ||
  b.viewNum - a.viewNum;

/** A group that exists and is not banned (root sees banned ones too), else body status 404 with `missing`. */
function requireGroup(gid: number | null | undefined, user: UserRow, missing: string): number {
  const group = liveGroup(gid, user);
  if (!group) throw new ApiFailure(404, missing);
  return group.id;
}

function postFields(body: BodyReader<BodyOf<'addGroupDiscussion'>>) {
  const title = requireContent(body.string('title'), '讨论标题', 255);
  const description = requireContent(body.string('description'), '讨论描述', 255);
  const content = requireContent(body.string('content'), '讨论', 65535);
  const categoryId = body.int('categoryId');
  if (categoryId === null) throw new ApiFailure(400, messages.required('讨论分类'));
  return { title, description, content, categoryId: requireCategory(categoryId) };
}

/** The badge a group post records: the author's level in the group, not their role on the site. */
function groupPosterRole(gid: number, uid: string): PosterRole {
  if (isGroupRoot(gid, uid)) return 'root';
  return isGroupAdmin(gid, uid) ? 'admin' : 'user';
}

/** Group posts are the group's members', its admins' and root's to touch, each call says which. */
function refuseUnless(allowed: boolean): void {
  if (!allowed) throw new ApiFailure(403, messages.noPermissionToOperate);
}

export const groupDiscussionHandlers = [
  // x-feature-switches GROUP_DISCUSSION. Members and root; banned posts are left out.
  operation('getGroupDiscussionList', 'required', ({ query, user }) => {
    const gid = requireGroup(query.requiredInt('gid'), user, texts.listGroupMissing);
    refuseUnless(isSiteRoot(user) || isGroupMember(gid, user.uid));
    const pid = query.string('pid');
    const rows = discussions
      .filter((d) => d.gid === gid && d.status === 0 && (pid === undefined || d.pid === pid))
      .sort(boardOrder);
    const page = query.page({ current: 1, size: 10 });
    return { data: toPage(rows, page, (d) => toDiscussion(d, user.uid)) };
  }),

  // The group's admins and root: every post of the group, banned ones included.
  operation('getGroupAdminDiscussionList', 'required', ({ query, user }) => {
    const gid = requireGroup(query.requiredInt('gid'), user, texts.listGroupMissing);
    refuseUnless(isSiteRoot(user) || isGroupAdmin(gid, user.uid));
    const rows = discussions.filter((d) => d.gid === gid).sort(boardOrder);
    const page = query.page({ current: 1, size: 10 });
    return { data: toPage(rows, page, (d) => toDiscussion(d, user.uid)) };
  }),

  // Members and root; non-admins need 10 accepted problems. Only the group's admins may pin.
  operation('addGroupDiscussion', 'required', async (ctx) => {
    const { user } = ctx;
    const body = await ctx.body();
    const fields = postFields(body);
    const sentGid = body.int('gid');
    if (sentGid === null) throw new ApiFailure(400, messages.required('讨论所属团队ID'));
    const gid = requireGroup(sentGid, user, texts.addGroupMissing);
    refuseUnless(isSiteRoot(user) || isGroupMember(gid, user.uid));
    requireSolved(user, DISCUSSION_AC_MIN, () => texts.acTooFew);
    const role = groupPosterRole(gid, user.uid);
    const pid = body.string('pid');
    const now = clock.now();
    discussions.insert({
      id: discussions.nextId(),
      ...fields,
      pid: pid === '' ? null : pid,
      uid: user.uid,
      author: user.username,
      avatar: user.avatar,
      role,
      viewNum: 0,
      likeNum: 0,
      commentNum: 0,
      topPriority: role !== 'user' && (body.bool('topPriority') ?? false),
      status: 0,
      gid,
      gmtCreate: now,
      gmtModified: now,
    });
    return { data: null };
  }),

  // The author, the group's admins and root. The pin changes only for the site's admins.
  operation('updateGroupDiscussion', 'required', async (ctx) => {
    const { user } = ctx;
    const body = await ctx.body();
    const fields = postFields(body);
    const row = discussions.get(body.int('id'));
    if (!row) throw new ApiFailure(404, texts.updateMissing);
    if (row.gid === null) throw new ApiFailure(404, texts.updateNotGroup);
    const gid = requireGroup(row.gid, user, texts.updateGroupMissing);
    refuseUnless(isSiteRoot(user) || row.uid === user.uid || isGroupAdmin(gid, user.uid));
    const pin = body.bool('topPriority');
    Object.assign(row, fields);
    if (isSiteAdmin(user.role)) row.topPriority = pin ?? false;
    row.gmtModified = clock.now();
    return { data: null };
  }),

  // The author, the group's admins and root; comments, replies and likes go with the post.
  operation('deleteGroupDiscussion', 'required', ({ query, user }) => {
    const did = query.requiredInt('did');
    const row = discussions.get(did);
    // The backend reads the post's group without checking that the post exists (a server error).
    if (!row) throw new ApiFailure(500, messages.serverError, 500);
    if (row.gid === null) throw new ApiFailure(404, texts.deleteNotGroup);
    const gid = requireGroup(row.gid, user, texts.deleteGroupMissing);
    refuseUnless(isSiteRoot(user) || row.uid === user.uid || isGroupAdmin(gid, user.uid));
    removeDiscussions([did]);
    return { data: null };
  }),
];
