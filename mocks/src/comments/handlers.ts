import { users, type UserRow } from '../store/schema/accounts';
import { contests, type ContestRow } from '../store/schema/contests';
import { contestStatus } from '../store/queries/contests';
import { COMMENT_AC_MIN, isSiteAdmin, requireContent, requireSolved } from '../http/posting';
import { discussions, posterRole } from '../store/schema/discussions';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { notify } from '../store/rules/notices';
import { requireSwitch } from '../http/switches';
import { clock } from '../store/clock';
import { removeComments } from '../store/rules/commentCascade';
import { storedUserContent } from './richText';
import { commentLikeKey, commentLikes, comments, replies } from '../store/schema/comments';
import { commentMessages } from './texts';
import { toCommentVO, toReplyVO, visibleReplies } from './views';

/**
 * Comments live under a discussion (`did`) or a contest (`cid`, its Q&A). The services check the switch of the
 * place inside (HTTP 200, body status 403 when off) and, for group discussions, membership: the mock keeps no
 * group members, so there only root passes. The contest access rules (registration, passwords) are not
 * modelled; a contest comment only needs the contest to exist.
 */

/** The switch of the board a discussion is on: the group discussions' or the public one. */
function requireBoardSwitch(did: number | null): void {
  const discussion = discussions.get(did);
  requireSwitch(discussion && discussion.gid !== null ? 'GROUP_DISCUSSION' : 'PUBLIC_DISCUSSION');
}

/**
 * The switch, and for a group discussion the membership gate; `forbidden` is the operation's refusal text. The
 * backend's membership check reads the caller's uid without asking whether anyone is logged in, so a visitor
 * reading a group discussion's comments crashes it: HTTP 500 `Server Error!`, as the global handler answers.
 */
function requireDiscussionAccess(did: number | null, caller: UserRow | null, forbidden: string): void {
  requireBoardSwitch(did);
  const discussion = discussions.get(did);
  if (discussion && discussion.gid !== null && caller === null)
    throw new ApiFailure(500, messages.serverError, 500);
  if (discussion && discussion.gid !== null && caller?.role !== 'root') throw new ApiFailure(403, forbidden);
}

/**
 * While a contest runs, its Q&A shows a contestant only their own posts and those of root users and the contest
 * creator; root and the creator see everything.
 */
function contestAudience(cid: number, caller: UserRow | null): ReadonlySet<string> | null {
  const contest = contests.get(cid);
  if (!contest || contestStatus(contest, clock.now()) !== 0) return null;
  if (caller?.role === 'root' || caller?.uid === contest.uid) return null;
  const roots = users.where('role', 'root').map((u) => u.uid);
  return new Set([...roots, contest.uid, ...(caller ? [caller.uid] : [])]);
}

/** Who may delete a post of a contest's Q&A besides its author: root and the contest creator. */
const contestModerator = (contest: ContestRow | undefined, user: UserRow) =>
  user.role === 'root' || contest?.uid === user.uid;

/** Who may delete a post of a discussion besides its author: site admins (root only in group discussions). */
function discussionModerator(did: number | null, user: UserRow): boolean {
  const discussion = discussions.get(did);
  return discussion?.gid != null ? user.role === 'root' : isSiteAdmin(user.role);
}

function changeCommentNum(did: number | null, delta: number): void {
  const discussion = discussions.get(did);
  if (discussion) discussion.commentNum += delta;
}

export const commentHandlers = [
  // Visible comments, most liked first, each with its three newest replies; commentLikeMap marks the caller's
  // likes among them.
  operation('getComments', 'anon', ({ query, caller }) => {
    const cid = query.int('cid');
    const did = query.int('did');
    const page = query.page({ current: 1, size: 20 });
    if (cid === undefined && did !== undefined)
      requireDiscussionAccess(did, caller, messages.noPermissionToOperate);
    else requireSwitch('CONTEST_COMMENT');
    const audience = cid === undefined ? null : contestAudience(cid, caller);
    const place =
      cid !== undefined
        ? comments.where('cid', cid)
        : did !== undefined
          ? comments.where('did', did)
          : comments.all();
    const rows = place
      .filter((c) => c.status === 0 && users.has(c.fromUid))
      .filter((c) => (cid === undefined || c.cid === cid) && (did === undefined || c.did === did))
      .filter((c) => audience === null || audience.has(c.fromUid))
      .sort((a, b) => b.likeNum - a.likeNum || b.gmtCreate.getTime() - a.gmtCreate.getTime());
    const commentList = toPage(rows, page, toCommentVO);
    const commentLikeMap = Object.fromEntries(
      commentList.records
        .filter((c) => caller !== null && commentLikes.has(commentLikeKey(c.id, caller.uid)))
        .map((c) => [String(c.id), true]),
    );
    return { data: { commentList, commentLikeMap } };
  }),

  // Permission comment_add (x-permissions): muted users get HTTP 403 before anything else.
  operation('addComment', 'required', async (ctx) => {
    const { user } = ctx;
    const body = await ctx.body();
    const content = requireContent(body.string('content'), '评论', 10000);
    const cid = body.int('cid');
    const did = body.int('did');
    if (cid === null) {
      if (!discussions.get(did)) throw new ApiFailure(400, commentMessages.commentDiscussionGone);
      requireDiscussionAccess(did, user, messages.noPermissionToOperate);
      requireSolved(user, COMMENT_AC_MIN, commentMessages.commentAcTooFew);
    } else {
      requireSwitch('CONTEST_COMMENT');
      if (!contests.has(cid)) throw new ApiFailure(400, commentMessages.commentContestGone);
    }
    const now = clock.now();
    const row = comments.insert({
      id: comments.nextId(),
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
    });
    changeCommentNum(did, 1);
    const post = discussions.get(did);
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
  operation('deleteComment', 'required', async (ctx) => {
    const { user } = ctx;
    const id = (await ctx.body()).int('id');
    if (id === null) throw new ApiFailure(400, messages.required('评论ID'));
    const row = comments.get(id);
    if (!row) throw new ApiFailure(400, commentMessages.commentGone);
    let allowed = row.fromUid === user.uid;
    if (row.cid === null) {
      requireBoardSwitch(row.did);
      allowed ||= discussionModerator(row.did, user);
    } else {
      requireSwitch('CONTEST_COMMENT');
      allowed ||= contestModerator(contests.get(row.cid), user);
    }
    if (!allowed) throw new ApiFailure(403, commentMessages.commentDeleteForbidden);
    const removedReplies = removeComments([row.id]);
    changeCommentNum(row.did, -(removedReplies + 1));
    return { data: null };
  }),

  // The count follows the like rows (see addDiscussionLike); a new like notifies the comment's author.
  operation('addCommentLike', 'required', ({ query, user }) => {
    const cid = query.requiredInt('cid');
    const toLike = query.requiredBool('toLike');
    query.requiredInt('sourceId');
    query.requiredString('sourceType');
    const comment = comments.get(cid);
    const key = commentLikeKey(cid, user.uid);
    const liked = commentLikes.has(key);
    if (comment && toLike && !liked) {
      commentLikes.insert({ cid, uid: user.uid });
      comment.likeNum += 1;
      notify({
        recipientUid: comment.fromUid,
        senderUid: user.uid,
        action: 'Like_Discuss',
        did: comment.did,
        cid: comment.cid,
        content: null,
      });
    } else if (comment && !toLike && liked) {
      commentLikes.delete(key);
      comment.likeNum -= 1;
    }
    return { data: null };
  }),

  // Every visible reply of a comment, newest first.
  operation('getAllReply', 'anon', ({ query, caller }) => {
    const commentId = query.requiredInt('commentId');
    const cid = query.int('cid');
    if (cid === undefined) {
      const comment = comments.get(commentId);
      // CommentManager.getAllReply reads the comment's discussion without a check: a missing comment is a
      // NullPointerException, answered by the global handler.
      if (!comment) throw new ApiFailure(500, messages.serverError, 500);
      requireDiscussionAccess(comment.did, caller, messages.noPermissionToOperate);
    } else {
      requireSwitch('CONTEST_COMMENT');
    }
    const audience = cid === undefined ? null : contestAudience(cid, caller);
    const shown = visibleReplies(commentId).filter((r) => audience === null || audience.has(r.fromUid));
    return { data: shown.map(toReplyVO) };
  }),

  // Permission reply_add. Body {reply: {commentId, content, toUid, toName, toAvatar}, did, quoteId, quoteType}.
  operation('addReply', 'required', async (ctx) => {
    const { user } = ctx;
    const body = await ctx.body();
    const reply = body.object('reply');
    if (!reply) throw new ApiFailure(400, commentMessages.replyBadRequest);
    const content = requireContent(reply.string('content'), '回复', 10000);
    const commentId = reply.int('commentId');
    if (commentId === null) throw new ApiFailure(400, commentMessages.replyBadRequest);
    const comment = comments.get(commentId);
    if (!comment) throw new ApiFailure(400, commentMessages.replyCommentGone);
    if (comment.cid === null) {
      requireDiscussionAccess(comment.did, user, commentMessages.replyForbidden);
      requireSolved(user, COMMENT_AC_MIN, commentMessages.replyAcTooFew);
    } else {
      requireSwitch('CONTEST_COMMENT');
      if (comment.fromUid !== user.uid && !contestModerator(contests.get(comment.cid), user))
        throw new ApiFailure(403, commentMessages.replyForbidden);
    }
    const now = clock.now();
    const row = replies.insert({
      id: replies.nextId(),
      commentId,
      fromUid: user.uid,
      fromName: user.username,
      fromAvatar: user.avatar,
      fromRole: posterRole(user.role),
      toUid: reply.string('toUid'),
      toName: reply.string('toName'),
      toAvatar: reply.string('toAvatar'),
      content: storedUserContent(content),
      status: 0,
      gmtCreate: now,
      gmtModified: now,
    });
    if (row.toUid !== null) {
      notify({
        recipientUid: row.toUid,
        senderUid: user.uid,
        action: 'Reply',
        did: comment.did,
        cid: comment.cid,
        content: row.content,
        quoteId: body.int('quoteId') ?? comment.id,
        quoteType: body.string('quoteType') === 'Reply' ? 'Reply' : 'Comment',
      });
    }
    // The backend counts the reply on the discussion the client names, not on the comment's.
    changeCommentNum(body.int('did'), 1);
    // Copied from the saved entity, whose status the database default filled in without the service reading it.
    return { data: { ...toReplyVO(row), status: null } };
  }),

  // DELETE with a JSON body {reply: {id, commentId, fromUid}, did}: the author, or the moderators of the place.
  operation('deleteReply', 'required', async (ctx) => {
    const { user } = ctx;
    const body = await ctx.body();
    const id = body.object('reply')?.int('id') ?? null;
    if (id === null) throw new ApiFailure(400, commentMessages.replyDeleteEmpty);
    const row = replies.get(id);
    if (!row) throw new ApiFailure(400, commentMessages.replyGone);
    const comment = comments.get(row.commentId);
    if (!comment) throw new ApiFailure(400, commentMessages.replyParentGone);
    let allowed = row.fromUid === user.uid;
    if (comment.cid === null) {
      requireBoardSwitch(comment.did);
      allowed ||= discussionModerator(comment.did, user);
    } else {
      requireSwitch('CONTEST_COMMENT');
      allowed ||= contestModerator(contests.get(comment.cid), user);
    }
    if (!allowed) throw new ApiFailure(403, commentMessages.replyDeleteForbidden);
    replies.delete(id);
    changeCommentNum(body.int('did'), -1);
    return { data: null };
  }),
];
