import type { CommentListVO, CommentVO, ReplyVO } from '@generated/model/index';
import { userByUsername } from '../store/schema/accounts';
import { discussions } from '../store/schema/discussions';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { COMMENT_AC_MIN } from '../http/posting';
import { messages as httpMessages } from '../http/messages';
import { siteConfig } from '../store/schema/site';
import { comments, replies } from '../store/schema/comments';
import { commentMessages } from './texts';

const messages = { ...httpMessages, ...commentMessages };

installMockServer();

const COMMENTS = '/api/comments';
const COMMENT = '/api/comment';
const REPLY = '/api/reply';

const didOf = (prefix: string) => discussions.find((d) => d.title.startsWith(prefix))?.id ?? 0;
const commentsOf = async (query: string, token?: string) =>
  (await call<CommentListVO>(`${COMMENTS}?${query}`, { token })).body.data;

describe('GET /api/comments', () => {
  it('pages the visible comments of a discussion, most liked first, each with its three newest replies', async () => {
    const did = didOf('Help: TLE');
    const { commentList, commentLikeMap } = await commentsOf(`did=${did}`);
    expect(commentList).toMatchObject({ total: 2, size: 20, current: 1, pages: 1 });
    const [top, second] = commentList.records;
    expect(top).toMatchObject({ fromName: 'alice', fromRole: 'user', likeNum: 2, totalReplyNum: 4 });
    expect(top?.replyList?.map((r) => r.content)).toEqual([
      '&#128077;',
      'AC 了，感谢两位！',
      '另外注意题面里 k 可能为 0，这时只能从 f[i-1] 转移。',
    ]);
    expect(second).toMatchObject({ fromName: 'admin', fromRole: 'admin', likeNum: 0, totalReplyNum: 0 });
    expect(commentLikeMap).toEqual({});
  });

  it('marks the comments the caller liked', async () => {
    const did = didOf('Help: TLE');
    const { commentList, commentLikeMap } = await commentsOf(`did=${did}`, await loginAs('bob'));
    expect(commentLikeMap).toEqual({ [String(commentList.records[0]?.id)]: true });
    expect((await commentsOf(`did=${did}`, await loginAs('admin'))).commentLikeMap).toEqual({});
  });

  it('hides banned comments and carries the authors’ titles', async () => {
    const { commentList } = await commentsOf(`did=${didOf('P1001 A+B')}`);
    expect(commentList.records.map((c) => c.fromName)).toEqual(['root', 'bob', 'carol']);
    expect(commentList.records[0]).toMatchObject({ fromRole: 'root', fromTitleName: '站长' });
    expect(commentList.records.some((c) => c.content?.includes('QQ'))).toBe(false);
  });

  it('crashes on a visitor asking for a group discussion’s comments (HTTP 500), as the backend does', async () => {
    const group = discussions.find((d) => d.gid !== null);
    expect(group).toBeDefined();
    const anonymous = await call(`${COMMENTS}?did=${group?.id}`);
    expect(anonymous.response.status).toBe(500);
    expect(anonymous.body).toEqual({ status: 500, msg: messages.serverError, data: null });
    // Logged-in callers get the membership answer instead.
    const alice = await call(`${COMMENTS}?did=${group?.id}`, { token: await loginAs('alice') });
    expect([alice.response.status, alice.body.status]).toEqual([200, 403]);
    const root = await call(`${COMMENTS}?did=${group?.id}`, { token: await loginAs('root') });
    expect([root.response.status, root.body.status]).toEqual([200, 200]);
  });

  it('answers body status 403 while the public board is off (HTTP 200)', async () => {
    siteConfig.openPublicDiscussion = false;
    for (const path of [`${COMMENTS}?did=1`, `${REPLY}?commentId=2`]) {
      const { response, body } = await call(path);
      expect(response.status).toBe(200);
      expect(body).toEqual({ status: 403, msg: messages.featureOff('PUBLIC_DISCUSSION'), data: null });
    }
  });

  it('shows a running contest’s Q&A only to root and the creator in full; others see their own and root’s', async () => {
    const all = await commentsOf('cid=2', await loginAs('root'));
    expect(all.commentList.records.map((c) => c.fromName).sort()).toEqual(['alice', 'bob']);
    expect(
      (await commentsOf('cid=2', await loginAs('bob'))).commentList.records.map((c) => c.fromName),
    ).toEqual(['bob']);
    const alice = await commentsOf('cid=2', await loginAs('alice'));
    expect(alice.commentList.records.map((c) => c.fromName)).toEqual(['alice']);
    expect(alice.commentList.records[0]?.replyList?.map((r) => r.fromName)).toEqual(['root']);
    expect((await commentsOf('cid=2')).commentList.total).toBe(0);

    siteConfig.openContestComment = false;
    expect((await call(`${COMMENTS}?cid=2`)).body.msg).toBe(messages.featureOff('CONTEST_COMMENT'));
  });
});

describe('POST and DELETE /api/comment', () => {
  it('goes comment → listed and counted on the discussion → delete → gone and uncounted', async () => {
    const did = didOf('为什么同样的代码');
    const discussion = discussions.find((d) => d.id === did);
    const alice = await loginAs('alice');
    const added = await call<CommentVO>(COMMENT, {
      token: alice,
      json: { did, content: '我也遇到了 😀 <video src="a.mp4" autoplay>' },
    });
    expect(added.body.status).toBe(200);
    const comment = added.body.data;
    expect(comment).toMatchObject({
      id: 17,
      fromUid: userByUsername('alice')?.uid,
      fromName: 'alice',
      likeNum: 0,
      replyList: [],
      content: '我也遇到了 &#128512; <video src="a.mp4" controls>',
    });
    expect(discussion?.commentNum).toBe(1);
    expect((await commentsOf(`did=${did}`)).commentList.records.map((c) => c.id)).toEqual([17]);

    const removed = await call(COMMENT, { token: alice, method: 'DELETE', json: { id: 17, did } });
    expect(removed.body).toEqual({ status: 200, msg: 'success', data: null });
    expect((await commentsOf(`did=${did}`)).commentList.total).toBe(0);
    expect(discussion?.commentNum).toBe(0);
    expect((await call(COMMENT, { token: alice, method: 'DELETE', json: { id: 17, did } })).body).toEqual({
      status: 400,
      msg: messages.commentGone,
      data: null,
    });
  });

  it('validates the content: not blank, at most 10000 characters', async () => {
    const bob = await loginAs('bob');
    const did = didOf('今天第一次');
    const post = (content: unknown) => call(COMMENT, { token: bob, json: { did, content } });
    expect((await post('  \n ')).body).toEqual({ status: 400, msg: messages.blank('评论'), data: null });
    expect((await post(null)).body).toEqual({ status: 400, msg: messages.blank('评论'), data: null });
    expect((await post('x'.repeat(10001))).body).toEqual({
      status: 400,
      msg: messages.tooLong('评论'),
      data: null,
    });
    expect((await post('x'.repeat(10000))).body.status).toBe(200);
    const gone = await call(COMMENT, { token: bob, json: { did: 999, content: 'hi' } });
    expect(gone.body).toEqual({ status: 400, msg: messages.commentDiscussionGone, data: null });
  });

  it('refuses muted users (HTTP 403), users with too few solved problems (body 403) and visitors (HTTP 401)', async () => {
    const json = { did: 1, content: '顶' };
    const carol = await call(COMMENT, { token: await loginAs('carol'), json });
    expect(carol.response.status).toBe(403);
    expect(carol.body).toEqual({ status: 403, msg: messages.noPermission, data: null });
    const dave = await call(COMMENT, { token: await loginAs('dave'), json });
    expect(dave.body).toEqual({ status: 403, msg: messages.commentAcTooFew(COMMENT_AC_MIN), data: null });
    expect((await call(COMMENT, { json })).response.status).toBe(401);
    // Admins need no solved problems.
    expect((await call(COMMENT, { token: await loginAs('admin'), json })).body.status).toBe(200);
    siteConfig.openPublicDiscussion = false;
    const closed = await call(COMMENT, { token: await loginAs('alice'), json });
    expect(closed.body).toEqual({ status: 403, msg: messages.featureOff('PUBLIC_DISCUSSION'), data: null });
  });

  it('lets the author and site admins delete, with the replies, and nobody else', async () => {
    const did = didOf('Help: TLE');
    const comment = comments.find((c) => c.did === did && c.fromName === 'alice');
    const json = { id: comment?.id, did };
    const bob = await call(COMMENT, { token: await loginAs('bob'), method: 'DELETE', json });
    expect(bob.body).toEqual({ status: 403, msg: messages.commentDeleteForbidden, data: null });
    const before = discussions.find((d) => d.id === did)?.commentNum ?? 0;
    const admin = await call(COMMENT, { token: await loginAs('problemadmin'), method: 'DELETE', json });
    expect(admin.body.status).toBe(200);
    expect(replies.some((r) => r.commentId === comment?.id)).toBe(false);
    expect(discussions.find((d) => d.id === did)?.commentNum).toBe(before - 5);
    const noId = await call(COMMENT, { token: await loginAs('bob'), method: 'DELETE', json: { did } });
    expect(noId.body).toEqual({ status: 400, msg: messages.required('评论ID'), data: null });
  });

  it('counts likes once per user', async () => {
    const comment = comments.find((c) => c.fromName === 'admin' && c.likeNum === 0 && c.did !== null);
    const bob = await loginAs('bob');
    const like = (toLike: boolean) =>
      call(
        `/api/comment-like?cid=${comment?.id}&toLike=${toLike}&sourceId=${comment?.did}&sourceType=Discussion`,
        {
          token: bob,
        },
      );
    await like(true);
    await like(true);
    expect(comment?.likeNum).toBe(1);
    await like(false);
    expect(comment?.likeNum).toBe(0);
    const missing = await call(`/api/comment-like?cid=${comment?.id}&toLike=true`, { token: bob });
    expect(missing.response.status).toBe(400);
  });
});

describe('replies', () => {
  it('go reply → listed newest first and counted → delete → gone', async () => {
    const did = didOf('讨论区规则');
    const comment = comments.find((c) => c.did === did && c.fromName === 'bob');
    const discussion = discussions.find((d) => d.id === did);
    const before = discussion?.commentNum ?? 0;
    const alice = await loginAs('alice');
    const bob = userByUsername('bob');
    const added = await call<ReplyVO>(REPLY, {
      token: alice,
      json: {
        reply: { commentId: comment?.id, content: '+1', toUid: bob?.uid, toName: 'bob', toAvatar: null },
        did,
        quoteId: comment?.id,
        quoteType: 'Comment',
      },
    });
    expect(added.body.data).toMatchObject({
      commentId: comment?.id,
      fromName: 'alice',
      fromRole: 'user',
      toName: 'bob',
      toUid: bob?.uid,
      content: '+1',
    });
    expect(discussion?.commentNum).toBe(before + 1);
    const listed = await call<ReplyVO[]>(`${REPLY}?commentId=${comment?.id}`);
    expect(listed.body.data.map((r) => r.content)).toEqual(['+1']);

    const json = { reply: { id: added.body.data.id, commentId: comment?.id }, did };
    const foreign = await call(REPLY, { token: await loginAs('bob'), method: 'DELETE', json });
    expect(foreign.body).toEqual({ status: 403, msg: messages.replyDeleteForbidden, data: null });
    expect((await call(REPLY, { token: alice, method: 'DELETE', json })).body.status).toBe(200);
    expect((await call<ReplyVO[]>(`${REPLY}?commentId=${comment?.id}`)).body.data).toEqual([]);
    expect(discussion?.commentNum).toBe(before);
  });

  it('lists every reply of a comment newest first, beyond the three a comment carries', async () => {
    const comment = comments.find((c) => c.did === didOf('Help: TLE') && c.fromName === 'alice');
    const { body } = await call<ReplyVO[]>(`${REPLY}?commentId=${comment?.id}`);
    expect(body.data.map((r) => r.fromName)).toEqual(['alice', 'bob', 'problemadmin', 'bob']);
    expect(body.data[2]).toMatchObject({ fromTitleName: '命题组', toName: 'bob' });
  });

  it('validate the content and the comment, and refuse muted users and visitors', async () => {
    const bob = await loginAs('bob');
    const reply = (content: unknown, commentId: unknown = 1) =>
      call(REPLY, { token: bob, json: { reply: { commentId, content }, did: 1 } });
    expect((await reply('')).body).toEqual({ status: 400, msg: messages.blank('回复'), data: null });
    expect((await reply('x'.repeat(10001))).body).toEqual({
      status: 400,
      msg: messages.tooLong('回复'),
      data: null,
    });
    expect((await reply('hi', null)).body).toEqual({
      status: 400,
      msg: messages.replyBadRequest,
      data: null,
    });
    expect((await reply('hi', 999)).body).toEqual({
      status: 400,
      msg: messages.replyCommentGone,
      data: null,
    });
    const json = { reply: { commentId: 1, content: 'hi' }, did: 1 };
    expect((await call(REPLY, { token: await loginAs('carol'), json })).response.status).toBe(403);
    const dave = await call(REPLY, { token: await loginAs('dave'), json });
    expect(dave.body).toEqual({ status: 403, msg: messages.replyAcTooFew(COMMENT_AC_MIN), data: null });
    expect((await call(REPLY, { json })).response.status).toBe(401);
  });

  it('in a contest’s Q&A may be written by the asker, root and the contest creator only', async () => {
    const question = comments.find((c) => c.cid === 2 && c.fromName === 'alice');
    const json = { reply: { commentId: question?.id, content: '谢谢！' } };
    expect((await call(REPLY, { token: await loginAs('bob'), json })).body).toEqual({
      status: 403,
      msg: messages.replyForbidden,
      data: null,
    });
    expect((await call(REPLY, { token: await loginAs('alice'), json })).body.status).toBe(200);
  });
});

describe('GET /api/reply for a comment that is gone', () => {
  it('answers as the backend does: its manager reads the comment unchecked, so HTTP 500 Server Error!', async () => {
    const missing = comments.lastId + 100;
    const { response, body } = await call(`${REPLY}?commentId=${missing}`, { token: await loginAs('alice') });
    expect(response.status).toBe(500);
    expect(body).toEqual({ status: 500, msg: 'Server Error!', data: null });
  });
});
