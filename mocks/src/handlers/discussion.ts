import { clock } from '../clock';
import { db, nextId } from '../db';
import { boolField, intField, readArray, readObject, stringField, type JsonObject } from '../http/body';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import {
  boolParam,
  intParam,
  pageParams,
  requiredBoolParam,
  requiredIntParam,
  stringParam,
  toPage,
} from '../http/params';
import { requireSwitch } from '../http/switches';
import { messages } from '../messages';
import type { CategoryRow, DiscussionRow, UserRow } from '../model';
import { posterRole } from '../seed/discussions';
import { toCategory, toDiscussion, toDiscussionVO } from '../views';
import { loggedIn } from './account';
import { notify } from './messageBox';
import {
  DISCUSSION_AC_MIN,
  isSiteAdmin,
  removeDiscussions,
  requireCategory,
  requireContent,
  requireSolved,
} from './board';

/** What a post must have: title and description up to 255 characters, content up to 65535, a category. */
function postFields(body: JsonObject) {
  const title = requireContent(stringField(body, 'title'), '讨论标题', 255);
  const description = requireContent(stringField(body, 'description'), '讨论描述', 255);
  const content = requireContent(stringField(body, 'content'), '讨论', 65535);
  const categoryId = intField(body, 'categoryId');
  if (categoryId === null) throw new ApiFailure(400, messages.required('讨论分类'));
  return { title, description, content, categoryId: requireCategory(categoryId) };
}

/**
 * Who may see a group discussion: the backend asks for root, the author or a member of the group. The mock keeps
 * no group members, so only root and the author pass.
 */
function requireGroupAccess(row: DiscussionRow, caller: UserRow | null): void {
  requireSwitch('GROUP_DISCUSSION');
  if (caller?.role !== 'root' && caller?.uid !== row.uid)
    throw new ApiFailure(403, messages.noPermissionToOperate);
}

const matches = (row: DiscussionRow, keyword: string) =>
  [row.title, row.author, row.description, String(row.id)].some((text) =>
    text.toLowerCase().includes(keyword.toLowerCase()),
  );

export const discussionHandlers = [
  // x-feature-switches: HTTP 403 while the public discussion board is off.
  operation('getDiscussionList', 'anon', ({ url, caller }) => {
    const page = pageParams(url, { current: 1, size: 10 });
    const categoryId = intParam(url, 'cid');
    const pid = stringParam(url, 'pid');
    const keyword = stringParam(url, 'keyword');
    const onlyMine = boolParam(url, 'onlyMine', false);
    // Banned posts and group posts too, but only when an admin asks for them.
    const everything = boolParam(url, 'admin', false) && caller !== null && isSiteAdmin(caller.role);
    const rows = db.discussions
      .filter((d) => categoryId === undefined || d.categoryId === categoryId)
      .filter((d) => keyword === undefined || matches(d, keyword))
      .filter((d) => pid === undefined || d.pid === pid)
      .filter((d) => everything || (d.gid === null && d.status === 0))
      .filter((d) => !onlyMine || caller === null || d.uid === caller.uid)
      .sort(
        (a, b) =>
          Number(b.topPriority) - Number(a.topPriority) ||
          b.gmtCreate.getTime() - a.gmtCreate.getTime() ||
          b.likeNum - a.likeNum ||
          b.viewNum - a.viewNum,
      );
    return {
      data: toPage(
        rows.map((d) => toDiscussion(d, caller?.uid ?? null)),
        page,
      ),
    };
  }),

  // Switches are checked inside the service here: body status 403, HTTP 200. Every read counts a view.
  operation('getDiscussion', 'anon', ({ url, caller }) => {
    const did = requiredIntParam(url, 'did');
    const row = db.discussions.find((d) => d.id === did);
    if (!row) throw new ApiFailure(404, messages.discussionMissing);
    if (row.gid !== null) requireGroupAccess(row, caller);
    else requireSwitch('PUBLIC_DISCUSSION');
    if (row.status === 1) throw new ApiFailure(403, messages.discussionBanned);
    row.viewNum += 1;
    return { data: toDiscussionVO(row, caller?.uid ?? null) };
  }),

  // Permission discussion_add (x-permissions). The author fields come from the session; only admins may pin.
  operation('addDiscussion', 'required', async ({ request, caller }) => {
    const user = loggedIn(caller);
    const body = await readObject(request);
    const fields = postFields(body);
    // Without a problem store the mock cannot check that `pid` names a problem, so any display id is taken.
    const pid = stringField(body, 'pid');
    const gid = intField(body, 'gid');
    if (gid !== null && user.role !== 'root') throw new ApiFailure(403, messages.noPermissionToOperate);
    requireSolved(user, DISCUSSION_AC_MIN, messages.discussionAcTooFew);
    const now = clock.now();
    db.discussions.push({
      id: nextId('discussions'),
      ...fields,
      pid: pid === '' ? null : pid,
      uid: user.uid,
      author: user.username,
      avatar: user.avatar,
      role: posterRole(user.role),
      viewNum: 0,
      likeNum: 0,
      commentNum: 0,
      topPriority: isSiteAdmin(user.role) ? (boolField(body, 'topPriority') ?? false) : false,
      status: 0,
      gid,
      gmtCreate: now,
      gmtModified: now,
    });
    return { data: null };
  }),

  // Permission discussion_edit; the author or a site admin.
  operation('updateDiscussion', 'required', async ({ request, caller }) => {
    const user = loggedIn(caller);
    const body = await readObject(request);
    const fields = postFields(body);
    const id = intField(body, 'id');
    const row = db.discussions.find((d) => d.id === id);
    if (!row) throw new ApiFailure(400, messages.updateFailed);
    if (row.uid !== user.uid && !isSiteAdmin(user.role))
      throw new ApiFailure(403, messages.noPermissionToOperate);
    const pin = boolField(body, 'topPriority');
    Object.assign(row, fields);
    if (pin !== null && isSiteAdmin(user.role)) row.topPriority = pin;
    row.gmtModified = clock.now();
    return { data: null };
  }),

  // Permission discussion_del; root or the author. Comments, replies and likes go with it.
  operation('removeDiscussion', 'required', ({ url, caller }) => {
    const user = loggedIn(caller);
    const did = requiredIntParam(url, 'did');
    const row = db.discussions.find((d) => d.id === did);
    if (!row) throw new ApiFailure(400, messages.discussionDeleteFailed);
    if (user.role !== 'root' && row.uid !== user.uid)
      throw new ApiFailure(403, messages.noPermissionToOperate);
    removeDiscussions(new Set([did]));
    return { data: null };
  }),

  // The count follows the like rows, so liking twice counts once (the backend adds 1 on every like call; the
  // clients only ever toggle). The backend's rate limit is not modelled; a new like notifies the author.
  operation('addDiscussionLike', 'required', ({ url, caller }) => {
    const user = loggedIn(caller);
    const did = requiredIntParam(url, 'did');
    const toLike = requiredBoolParam(url, 'toLike');
    const row = db.discussions.find((d) => d.id === did);
    if (!row) throw new ApiFailure(404, messages.discussionMissing);
    if (row.gid !== null && user.role !== 'root' && row.uid !== user.uid)
      throw new ApiFailure(403, messages.noPermissionToOperate);
    const liked = db.discussionLikes.some((l) => l.did === did && l.uid === user.uid);
    if (toLike && !liked) {
      db.discussionLikes.push({ did, uid: user.uid });
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
      db.discussionLikes = db.discussionLikes.filter((l) => !(l.did === did && l.uid === user.uid));
      row.likeNum -= 1;
    }
    return { data: null };
  }),

  operation('getDiscussionCategory', 'anon', () => ({
    data: [...db.categories].sort((a, b) => a.id - b.id).map(toCategory),
  })),

  // Root only (x-roles). Entries with an id are saved under it (renamed, or created when new), the others
  // created; blank names are skipped and nothing is deleted.
  operation('upsertDiscussionCategory', 'required', async ({ request }) => {
    const entries = await readArray(request);
    const now = clock.now();
    for (const entry of entries) {
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
        throw new ApiFailure(400, messages.badJson, 400);
      const name = stringField(entry as JsonObject, 'name');
      if (name === null || name.trim() === '') continue;
      const id = intField(entry as JsonObject, 'id');
      const existing = db.categories.find((c) => c.id === id);
      if (existing) {
        existing.name = name;
        existing.gmtModified = now;
        continue;
      }
      const row: CategoryRow = { id: id ?? nextId('categories'), name, gmtCreate: now, gmtModified: now };
      db.lastIds.categories = Math.max(db.lastIds.categories, row.id);
      db.categories.push(row);
    }
    return { data: [...db.categories].sort((a, b) => a.id - b.id).map(toCategory) };
  }),
];
