import { clock } from '../clock';
import { db, nextId, userByUid } from '../db';
import { intField, objectField, readObject, stringField } from '../http/body';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import {
  intParam,
  pageParams,
  requiredBoolParam,
  requiredIntParam,
  requiredStringParam,
  toPage,
} from '../http/params';
import { requireSwitch } from '../http/switches';
import { messages } from '../messages';
import type { CommentRow, ContestRow, UserRow } from '../model';
import { storedUserContent } from '../richText';
import { posterRole } from '../seed/discussions';
import { contestStatus, toCommentVO, toReplyVO, visibleReplies } from '../views';
import { loggedIn } from './account';
import { notify } from './messageBox';
import { COMMENT_AC_MIN, isSiteAdmin, removeComments, requireContent, requireSolved } from './board';

/**
 * Comments live under a discussion (`did`) or a contest (`cid`, its Q&A). The services check the switch of the
 * place inside (HTTP 200, body status 403 when off) and, for group discussions, membership: the mock keeps no
 * group members, so there only root passes. The contest access rules (registration, passwords) are not
 * modelled; a contest comment only needs the contest to exist.
 */
/** The switch of the board a discussion is on: the group discussions' or the public one. */
function requireBoardSwitch(did: number | null): void {
  const discussion = db.discussions.find((d) => d.id === did);
  requireSwitch(discussion && discussion.gid !== null ? 'GROUP_DISCUSSION' : 'PUBLIC_DISCUSSION');
}

/** The switch, and for a group discussion the membership gate; `forbidden` is the operation's refusal text. */
function requireDiscussionAccess(did: number | null, caller: UserRow | null, forbidden: string): void {
  requireBoardSwitch(did);
  const discussion = db.discussions.find((d) => d.id === did);
  if (discussion && discussion.gid !== null && caller?.role !== 'root') throw new ApiFailure(403, forbidden);
}

/**
 * While a contest runs, its Q&A shows a contestant only their own posts and those of root users and the contest
 * creator; root and the creator see everything.
 */
function contestAudience(cid: number, caller: UserRow | null): ReadonlySet<string> | null {
  const contest = db.contests.find((c) => c.id === cid);
  if (!contest || contestStatus(contest, clock.now()) !== 0) return null;
  if (caller?.role === 'root' || caller?.uid === contest.uid) return null;
  const uids = db.users.filter((u) => u.role === 'root').map((u) => u.uid);
  return new Set([...uids, contest.uid, ...(caller ? [caller.uid] : [])]);
}

/** Who may delete a post of a contest's Q&A besides its author: root and the contest creator. */
const contestModerator = (contest: ContestRow | undefined, user: UserRow) =>
  user.role === 'root' || contest?.uid === user.uid;

/** Who may delete a post of a discussion besides its author: site admins (root only in group discussions). */
function discussionModerator(did: number | null, user: UserRow): boolean {
  const discussion = db.discussions.find((d) => d.id === did);
  return discussion?.gid != null ? user.role === 'root' : isSiteAdmin(user.role);
}

function changeCommentNum(did: number | null, delta: number): void {
  const discussion = db.discussions.find((d) => d.id === did);
  if (discussion) discussion.commentNum += delta;
}

export const commentHandlers = [
  // Visible comments, most liked first, each with its three newest replies; commentLikeMap marks the caller's
  // likes among them.
  operation('getComments', 'anon', ({ url, caller }) => {
    const cid = intParam(url, 'cid');
    const did = intParam(url, 'did');
    const page = pageParams(url, { current: 1, size: 20 });
    if (cid === undefined && did !== undefined)
      requireDiscussionAccess(did, caller, messages.noPermissionToOperate);
    else requireSwitch('CONTEST_COMMENT');
    const audience = cid === undefined ? null : contestAudience(cid, caller);
    const rows = db.comments
      .filter((c) => c.status === 0 && userByUid(c.fromUid) !== undefined)
      .filter((c) => (cid === undefined || c.cid === cid) && (did === undefined || c.did === did))
      .filter((c) => audience === null || audience.has(c.fromUid))
      .sort((a, b) => b.likeNum - a.likeNum || b.gmtCreate.getTime() - a.gmtCreate.getTime());
    const commentList = toPage(rows.map(toCommentVO), page);
    const likes = caller ? db.commentLikes.filter((l) => l.uid === caller.uid) : [];
    const commentLikeMap = Object.fromEntries(
      commentList.records.filter((c) => likes.some((l) => l.cid === c.id)).map((c) => [String(c.id), true]),
    );
    return { data: { commentList, commentLikeMap } };
  }),

  // Permission comment_add (x-permissions): muted users get HTTP 403 before anything else.
  operation('addComment', 'required', async ({ request, caller }) => {
    const user = loggedIn(caller);
    const body = await readObject(request);
    const content = requireContent(stringField(body, 'content'), '评论', 10000);
    const cid = intField(body, 'cid');
    const did = intField(body, 'did');
    if (cid === null) {
      if (!db.discussions.some((d) => d.id === did))
        throw new ApiFailure(400, messages.commentDiscussionGone);
      requireDiscussionAccess(did, user, messages.noPermissionToOperate);
      requireSolved(user, COMMENT_AC_MIN, messages.commentAcTooFew);
    } else {
      requireSwitch('CONTEST_COMMENT');
      if (!db.contests.some((c) => c.id === cid)) throw new ApiFailure(400, messages.commentContestGone);
    }
    const now = clock.now();
    const row: CommentRow = {
      id: nextId('comments'),
      cid,
      did,
      content: storedUserContent(content),
      fromUid: user.uid,
      fromName: user.username,
      fromAvatar: user.avatar,
      fromRole: posterRole(user.role),
      likeNum: 0,
      status: 0,
      gmtCreate: now,
      gmtModified: now,
    };
    db.comments.push(row);
    changeCommentNum(did, 1);
    const post = db.discussions.find((d) => d.id === did);
    if (cid === null && post)
      notify({
        recipientUid: post.uid,
        senderUid: user.uid,
        action: 'Discuss',
        did,
        cid,
        content: row.content,
      });
    // The backend builds this answer by hand: no role and no reply count.
    return { data: { ...toCommentVO(row), fromRole: null, totalReplyNum: null } };
  }),

  // DELETE with a JSON body {id, did} or {id, cid}; the replies go with the comment.
  operation('deleteComment', 'required', async ({ request, caller }) => {
    const user = loggedIn(caller);
    const body = await readObject(request);
    const id = intField(body, 'id');
    if (id === null) throw new ApiFailure(400, messages.required('评论ID'));
    const row = db.comments.find((c) => c.id === id);
    if (!row) throw new ApiFailure(400, messages.commentGone);
    let allowed = row.fromUid === user.uid;
    if (row.cid === null) {
      requireBoardSwitch(row.did);
      allowed ||= discussionModerator(row.did, user);
    } else {
      requireSwitch('CONTEST_COMMENT');
      allowed ||= contestModerator(
        db.contests.find((c) => c.id === row.cid),
        user,
      );
    }
    if (!allowed) throw new ApiFailure(403, messages.commentDeleteForbidden);
    const replies = removeComments(new Set([row.id]));
    changeCommentNum(row.did, -(replies + 1));
    return { data: null };
  }),

  // The count follows the like rows (see addDiscussionLike); a new like notifies the comment's author.
  operation('addCommentLike', 'required', ({ url, caller }) => {
    const user = loggedIn(caller);
    const cid = requiredIntParam(url, 'cid');
    const toLike = requiredBoolParam(url, 'toLike');
    requiredIntParam(url, 'sourceId');
    requiredStringParam(url, 'sourceType');
    const comment = db.comments.find((c) => c.id === cid);
    const liked = db.commentLikes.some((l) => l.cid === cid && l.uid === user.uid);
    if (comment && toLike && !liked) {
      db.commentLikes.push({ cid, uid: user.uid });
      comment.likeNum += 1;
      notify({
        recipientUid: comment.fromUid,
        senderUid: user.uid,
        action: 'Like_Discuss',
        did: comment.did,
        cid: comment.cid,
        content: comment.content,
        quoteId: comment.id,
        quoteType: 'Comment',
      });
    } else if (comment && !toLike && liked) {
      db.commentLikes = db.commentLikes.filter((l) => !(l.cid === cid && l.uid === user.uid));
      comment.likeNum -= 1;
    }
    return { data: null };
  }),

  // Every visible reply of a comment, newest first.
  operation('getAllReply', 'anon', ({ url, caller }) => {
    const commentId = requiredIntParam(url, 'commentId');
    const cid = intParam(url, 'cid');
    if (cid === undefined) {
      const comment = db.comments.find((c) => c.id === commentId);
      if (!comment) throw new ApiFailure(404, messages.commentMissing);
      requireDiscussionAccess(comment.did, caller, messages.noPermissionToOperate);
    } else {
      requireSwitch('CONTEST_COMMENT');
    }
    const audience = cid === undefined ? null : contestAudience(cid, caller);
    const replies = visibleReplies(commentId).filter((r) => audience === null || audience.has(r.fromUid));
    return { data: replies.map(toReplyVO) };
  }),

  // Permission reply_add. Body {reply: {commentId, content, toUid, toName, toAvatar}, did, quoteId, quoteType}.
  operation('addReply', 'required', async ({ request, caller }) => {
    const user = loggedIn(caller);
    const body = await readObject(request);
    const reply = objectField(body, 'reply');
    if (!reply) throw new ApiFailure(400, messages.replyBadRequest);
    const content = requireContent(stringField(reply, 'content'), '回复', 10000);
    const commentId = intField(reply, 'commentId');
    if (commentId === null) throw new ApiFailure(400, messages.replyBadRequest);
    const comment = db.comments.find((c) => c.id === commentId);
    if (!comment) throw new ApiFailure(400, messages.replyCommentGone);
    if (comment.cid === null) {
      requireDiscussionAccess(comment.did, user, messages.replyForbidden);
      requireSolved(user, COMMENT_AC_MIN, messages.replyAcTooFew);
    } else {
      requireSwitch('CONTEST_COMMENT');
      const contest = db.contests.find((c) => c.id === comment.cid);
      if (comment.fromUid !== user.uid && !contestModerator(contest, user))
        throw new ApiFailure(403, messages.replyForbidden);
    }
    const now = clock.now();
    const row = {
      id: nextId('replies'),
      commentId,
      fromUid: user.uid,
      fromName: user.username,
      fromAvatar: user.avatar,
      fromRole: posterRole(user.role),
      toUid: stringField(reply, 'toUid'),
      toName: stringField(reply, 'toName'),
      toAvatar: stringField(reply, 'toAvatar'),
      content: storedUserContent(content),
      status: 0 as const,
      gmtCreate: now,
      gmtModified: now,
    };
    db.replies.push(row);
    if (row.toUid !== null) {
      const quoteType = stringField(body, 'quoteType') === 'Reply' ? 'Reply' : 'Comment';
      notify({
        recipientUid: row.toUid,
        senderUid: user.uid,
        action: 'Reply',
        did: comment.did,
        cid: comment.cid,
        content: row.content,
        quoteId: intField(body, 'quoteId') ?? comment.id,
        quoteType,
      });
    }
    // The backend counts the reply on the discussion the client names, not on the comment's.
    changeCommentNum(intField(body, 'did'), 1);
    // Copied from the saved entity, whose status the database default filled in without the service reading it.
    return { data: { ...toReplyVO(row), status: null } };
  }),

  // DELETE with a JSON body {reply: {id, commentId, fromUid}, did}: the author, or the moderators of the place.
  operation('deleteReply', 'required', async ({ request, caller }) => {
    const user = loggedIn(caller);
    const body = await readObject(request);
    const reply = objectField(body, 'reply');
    const id = reply ? intField(reply, 'id') : null;
    if (id === null) throw new ApiFailure(400, messages.replyDeleteEmpty);
    const row = db.replies.find((r) => r.id === id);
    if (!row) throw new ApiFailure(400, messages.replyGone);
    const comment = db.comments.find((c) => c.id === row.commentId);
    if (!comment) throw new ApiFailure(400, messages.replyParentGone);
    let allowed = row.fromUid === user.uid;
    if (comment.cid === null) {
      requireBoardSwitch(comment.did);
      allowed ||= discussionModerator(comment.did, user);
    } else {
      requireSwitch('CONTEST_COMMENT');
      allowed ||= contestModerator(
        db.contests.find((c) => c.id === comment.cid),
        user,
      );
    }
    if (!allowed) throw new ApiFailure(403, messages.replyDeleteForbidden);
    db.replies = db.replies.filter((r) => r.id !== id);
    changeCommentNum(intField(body, 'did'), -1);
    return { data: null };
  }),
];
