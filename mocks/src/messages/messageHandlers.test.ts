import type { CommentVO, UserMsgVO, UserUnreadMsgCountVO } from '@generated/model/index';
import { users } from '../store/schema/accounts';
import { discussions } from '../store/schema/discussions';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import type { Page } from '../http/page';
import { cleanTexts } from './messageHandlers';

installMockServer();

const unreadOf = async (token: string) =>
  (await call<UserUnreadMsgCountVO>('/api/msg/unread', { token })).body.data;
const listOf = async <T = UserMsgVO>(box: string, token: string, query = '') =>
  (await call<Page<T>>(`/api/msg/${box}?${query}`, { token })).body.data;
const didOf = (prefix: string) => discussions.find((d) => d.title.startsWith(prefix))?.id ?? 0;

describe('the message boxes', () => {
  it('needs a login (HTTP 401)', async () => {
    for (const path of ['/api/msg/unread', '/api/msg/comment', '/api/msg/clean?type=Sys']) {
      const { response } = await call(path, path.includes('clean') ? { method: 'DELETE' } : {});
      expect(response.status).toBe(401);
    }
  });

  it('seeds unread messages for alice and bob in every box', async () => {
    for (const name of ['alice', 'bob']) {
      const counts = await unreadOf(await loginAs(name));
      for (const box of ['comment', 'reply', 'like', 'sys', 'mine'] as const)
        expect({ name, box, unread: counts[box] > 0 }).toEqual({ name, box, unread: true });
    }
  });

  it('lists a page newest first as it was, then marks that page read', async () => {
    const alice = await loginAs('alice');
    const before = await unreadOf(alice);
    const page = await listOf('reply', alice, 'currentPage=1&limit=6');
    expect(page.size).toBe(6);
    const times = page.records.map((r) => Date.parse(r.gmtCreate ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.records.filter((r) => r.state === false)).toHaveLength(before.reply);
    expect(page.records[0]).toMatchObject({ action: 'Reply', sourceType: expect.any(String) });
    expect(page.records[0]?.senderUsername).toEqual(expect.any(String));

    expect((await unreadOf(alice)).reply).toBe(0);
    expect((await listOf('reply', alice)).records.every((r) => r.state === true)).toBe(true);
    // The other boxes are untouched.
    expect((await unreadOf(alice)).like).toBe(before.like);
  });

  it('cleans one message, then a whole box, only the caller’s own', async () => {
    const bob = await loginAs('bob');
    const alice = await loginAs('alice');
    const [first, ...rest] = (await listOf('comment', bob)).records;
    if (!first) throw new Error('bob has no comment messages');

    const foreign = await call(`/api/msg/clean?type=Discuss&id=${first.id}`, {
      method: 'DELETE',
      token: alice,
    });
    expect(foreign.body).toMatchObject({ status: 400, msg: cleanTexts.missing });

    await call(`/api/msg/clean?type=Discuss&id=${first.id}`, { method: 'DELETE', token: bob });
    expect((await listOf('comment', bob)).records.map((r) => r.id)).toEqual(rest.map((r) => r.id));

    const sysBefore = (await listOf('sys', bob)).total;
    const all = await call('/api/msg/clean?type=Discuss', { method: 'DELETE', token: bob });
    expect(all.body).toMatchObject({ status: 200, data: null });
    expect((await listOf('comment', bob)).total).toBe(0);
    expect((await listOf('sys', bob)).total).toBe(sysBefore);

    const odd = await call('/api/msg/clean?type=Spam', { method: 'DELETE', token: bob });
    expect(odd.body).toMatchObject({ status: 400, msg: cleanTexts.unsupported });
  });

  it('notifies the recipient of a comment, a reply and a like, never the author of their own', async () => {
    const alice = await loginAs('alice');
    const bob = await loginAs('bob');
    await listOf('comment', bob);
    await listOf('reply', bob);
    await listOf('like', bob);
    const did = didOf('How do I read input');

    const added = await call<CommentVO>('/api/comment', {
      token: alice,
      json: { did, content: 'Use sys.stdin' },
    });
    const cid = added.body.data.id;
    await call('/api/reply', {
      token: alice,
      json: {
        did,
        reply: {
          commentId: cid,
          content: '@bob see above',
          toUid: users.find((u) => u.username === 'bob')?.uid,
        },
        quoteId: cid,
        quoteType: 'Comment',
      },
    });
    await call(`/api/discussion-like?did=${did}&toLike=true`, { token: alice });
    await call(`/api/comment-like?cid=${cid}&toLike=true&sourceId=${did}&sourceType=Discussion`, {
      token: bob,
    });

    expect(await unreadOf(bob)).toMatchObject({ comment: 1, reply: 1, like: 1 });
    const [comment] = (await listOf('comment', bob)).records;
    expect(comment).toMatchObject({
      action: 'Discuss',
      senderUsername: 'alice',
      sourceContent: 'Use sys.stdin',
      sourceTitle: 'How do I read input until EOF in Python?',
      url: `/discussion-detail/${did}`,
      state: false,
    });
    const [reply] = (await listOf('reply', bob)).records;
    // The server quotes the answered comment with its author's name.
    expect(reply).toMatchObject({ quoteType: 'Comment', quoteContent: 'alice : Use sys.stdin' });
    // Bob liking alice's comment notifies alice, with no text and no quote (as the server stores likes).
    expect((await listOf('like', alice)).records[0]).toMatchObject({
      action: 'Like_Discuss',
      senderUsername: 'bob',
      sourceContent: null,
      quoteId: null,
      quoteType: null,
      quoteContent: null,
    });
    const [postLike] = (await listOf('like', bob)).records;
    expect(postLike).toMatchObject({ action: 'Like_Post', sourceContent: null, quoteContent: null });
  });

  it('quotes an answered reply as "<author> : @<addressee>：<text>", cut at 100 characters plus "..."', async () => {
    const alice = await loginAs('alice');
    const bob = await loginAs('bob');
    const uidOf = (name: string) => users.find((u) => u.username === name)?.uid;
    const did = didOf('How do I read input');
    const added = await call<CommentVO>('/api/comment', {
      token: alice,
      json: { did, content: 'Short one' },
    });
    const cid = added.body.data.id;
    const long = 'x'.repeat(120);
    const first = await call<{ id: number }>('/api/reply', {
      token: alice,
      json: { did, reply: { commentId: cid, content: long, toUid: uidOf('bob'), toName: 'bob' } },
    });
    await call('/api/reply', {
      token: bob,
      json: {
        did,
        reply: { commentId: cid, content: 'Thanks', toUid: uidOf('alice'), toName: 'alice' },
        quoteId: first.body.data.id,
        quoteType: 'Reply',
      },
    });
    const [answer] = (await listOf('reply', alice)).records;
    const whole = `alice : @bob：${long}`;
    expect(answer).toMatchObject({ sourceContent: 'Thanks', quoteType: 'Reply' });
    expect(answer?.quoteContent).toBe(`${whole.slice(0, 100)}...`);
    expect(answer?.quoteContent).toHaveLength(103);
  });
});
