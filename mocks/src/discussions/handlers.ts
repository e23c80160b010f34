import type { UserRow } from '../store/schema/accounts';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { listEntry, type BodyOf, type BodyReader } from '../http/request';
import { notify } from '../store/rules/notices';
import { requireSwitch } from '../http/switches';
import { clock } from '../store/clock';
import { removeDiscussions } from '../store/rules/discussionCascade';
import { DISCUSSION_AC_MIN, isSiteAdmin, requireContent, requireSolved } from '../http/posting';
import { isGroupMember } from '../store/queries/groups';
import { requireCategory } from './rules';
import {
  categories,
  discussionLikeKey,
  discussionLikes,
  discussions,
  posterRole,
  type DiscussionRow,
} from '../store/schema/discussions';
import { discussionMessages } from './texts';
import { toCategory, toDiscussion, toDiscussionVO } from './views';

/** What a post must have: title and description up to 255 characters, content up to 65535, a category. */
function postFields(body: BodyReader<BodyOf<'addDiscussion'>>) {
  const title = requireContent(body.string('title'), '讨论标题', 255);
  const description = requireContent(body.string('description'), '讨论描述', 255);
  const content = requireContent(body.string('content'), '讨论', 65535);
  const categoryId = body.int('categoryId');
  if (categoryId === null) throw new ApiFailure(400, messages.required('讨论分类'));
  return { title, description, content, categoryId: requireCategory(categoryId) };
}

/** Who may see a group discussion: root, the author or a member of the group. */
function requireGroupAccess(row: DiscussionRow, caller: UserRow | null): void {
  requireSwitch('GROUP_DISCUSSION');
  const member = caller !== null && row.gid !== null && isGroupMember(row.gid, caller.uid);
  if (caller?.role !== 'root' && caller?.uid !== row.uid && !member)
    throw new ApiFailure(403, messages.noPermissionToOperate);
}

const matches = (row: DiscussionRow, keyword: string) =>
  [row.title, row.author, row.description, String(row.id)].some((text) =>
    text.toLowerCase().includes(keyword.toLowerCase()),
  );

const categoryList = () =>
  categories
    .all()
    .sort((a, b) => a.id - b.id)
    .map(toCategory);

export const discussionHandlers = [
  // x-feature-switches: HTTP 403 while the public discussion board is off.
  operation('getDiscussionList', 'anon', ({ query, caller }) => {
    const page = query.page({ current: 1, size: 10 });
    const categoryId = query.int('cid');
    const pid = query.string('pid');
    const keyword = query.string('keyword');
    const onlyMine = query.bool('onlyMine', false);
    // Banned posts and group posts too, but only when an admin asks for them.
    const everything = query.bool('admin', false) && caller !== null && isSiteAdmin(caller.role);
    const rows = discussions
      .filter(
        (d) =>
          (categoryId === undefined || d.categoryId === categoryId) &&
          (keyword === undefined || matches(d, keyword)) &&
          (pid === undefined || d.pid === pid) &&
          (everything || (d.gid === null && d.status === 0)) &&
          (!onlyMine || caller === null || d.uid === caller.uid),
      )
      .sort(
        (a, b) =>
          Number(b.topPriority) - Number(a.topPriority) ||
          b.gmtCreate.getTime() - a.gmtCreate.getTime() ||
          b.likeNum - a.likeNum ||
          b.viewNum - a.viewNum,
      );
    return { data: toPage(rows, page, (d) => toDiscussion(d, caller?.uid ?? null)) };
  }),

  // Switches are checked inside the service here: body status 403, HTTP 200. Every read counts a view.
  operation('getDiscussion', 'anon', ({ query, caller }) => {
    const row = discussions.get(query.requiredInt('did'));
    if (!row) throw new ApiFailure(404, discussionMessages.discussionMissing);
    if (row.gid !== null) requireGroupAccess(row, caller);
    else requireSwitch('PUBLIC_DISCUSSION');
    if (row.status === 1) throw new ApiFailure(403, discussionMessages.discussionBanned);
    row.viewNum += 1;
    return { data: toDiscussionVO(row, caller?.uid ?? null) };
  }),

  // Permission discussion_add (x-permissions). The author fields come from the session; only admins may pin.
  operation('addDiscussion', 'required', async (ctx) => {
    const { user } = ctx;
    const body = await ctx.body();
    const fields = postFields(body);
    // The problem screens will check that `pid` names a problem; until then any display id is taken.
    const pid = body.string('pid');
    const gid = body.int('gid');
    if (gid !== null && user.role !== 'root' && !isGroupMember(gid, user.uid))
      throw new ApiFailure(403, messages.noPermissionToOperate);
    requireSolved(user, DISCUSSION_AC_MIN, discussionMessages.discussionAcTooFew);
    const now = clock.now();
    discussions.insert({
      id: discussions.nextId(),
      ...fields,
      pid: pid === '' ? null : pid,
      uid: user.uid,
      author: user.username,
      avatar: user.avatar,
      role: posterRole(user.role),
      viewNum: 0,
      likeNum: 0,
      commentNum: 0,
      topPriority: isSiteAdmin(user.role) ? (body.bool('topPriority') ?? false) : false,
      status: 0,
      gid,
      gmtCreate: now,
      gmtModified: now,
    });
    return { data: null };
  }),

  // Permission discussion_edit; the author or a site admin.
  operation('updateDiscussion', 'required', async (ctx) => {
    const { user } = ctx;
    const body = await ctx.body();
    const fields = postFields(body);
    const row = discussions.get(body.int('id'));
    if (!row) throw new ApiFailure(400, messages.updateFailed);
    if (row.uid !== user.uid && !isSiteAdmin(user.role))
      throw new ApiFailure(403, messages.noPermissionToOperate);
    const pin = body.bool('topPriority');
    Object.assign(row, fields);
    if (pin !== null && isSiteAdmin(user.role)) row.topPriority = pin;
    row.gmtModified = clock.now();
    return { data: null };
  }),

  // Permission discussion_del; root or the author. Comments, replies and likes go with it.
  operation('removeDiscussion', 'required', ({ query, user }) => {
    const did = query.requiredInt('did');
    const row = discussions.get(did);
    if (!row) throw new ApiFailure(400, discussionMessages.discussionDeleteFailed);
    if (user.role !== 'root' && row.uid !== user.uid)
      throw new ApiFailure(403, messages.noPermissionToOperate);
    removeDiscussions([did]);
    return { data: null };
  }),

  // The count follows the like rows, so liking twice counts once (the backend adds 1 on every like call; the
  // clients only ever toggle). The backend's rate limit is not modelled; a new like notifies the author.
  operation('addDiscussionLike', 'required', ({ query, user }) => {
    const did = query.requiredInt('did');
    const toLike = query.requiredBool('toLike');
    const row = discussions.get(did);
    if (!row) throw new ApiFailure(404, discussionMessages.discussionMissing);
    if (row.gid !== null && user.role !== 'root' && row.uid !== user.uid && !isGroupMember(row.gid, user.uid))
      throw new ApiFailure(403, messages.noPermissionToOperate);
    const key = discussionLikeKey(did, user.uid);
    const liked = discussionLikes.has(key);
    if (toLike && !liked) {
      discussionLikes.insert({ did, uid: user.uid });
      row.likeNum += 1;
      notify({
        recipientUid: row.uid,
        senderUid: user.uid,
        action: 'Like_Post',
        did,
        cid: null,
        content: null,
      });
    } else if (!toLike && liked) {
      discussionLikes.delete(key);
      row.likeNum -= 1;
    }
    return { data: null };
  }),

  operation('getDiscussionCategory', 'anon', () => ({ data: categoryList() })),

  // Root only (x-roles). Entries with an id are saved under it (renamed, or created when new), the others
  // created; blank names are skipped and nothing is deleted.
  operation('upsertDiscussionCategory', 'required', async (ctx) => {
    const entries = (await ctx.list()).map((entry) => listEntry<{ id?: unknown; name?: unknown }>(entry));
    const now = clock.now();
    for (const entry of entries) {
      const name = entry.string('name');
      if (name === null || name.trim() === '') continue;
      const id = entry.int('id');
      const existing = categories.get(id);
      if (existing) {
        existing.name = name;
        existing.gmtModified = now;
        continue;
      }
      categories.insert({ id: id ?? categories.nextId(), name, gmtCreate: now, gmtModified: now });
    }
    return { data: categoryList() };
  }),
];
