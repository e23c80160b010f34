import type { Category, DiscussionVO, PageDiscussion } from '@generated/model/index';
import { userByUsername } from '../store/schema/accounts';
import { commentLikes, comments, replies } from '../store/schema/comments';
import { integrityViolation } from '../http/failure';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { messages as httpMessages } from '../http/messages';
import { siteConfig } from '../store/schema/site';
import { DISCUSSION_AC_MIN } from '../http/posting';
import { discussions } from '../store/schema/discussions';
import { discussionMessages } from './texts';

const messages = { ...httpMessages, ...discussionMessages };

installMockServer();

const LIST = '/api/get-discussion-list';
const DETAIL = '/api/get-discussion-detail';
const POST = '/api/discussion';

const list = async (query = '', token?: string) =>
  (await call<PageDiscussion>(`${LIST}${query}`, { token })).body.data;
const titles = (page: PageDiscussion) => page.records.map((d) => d.title);
const draft = {
  title: '求助：2-SAT 模板题 WA',
  description: '样例能过，提交 WA。',
  content: '代码见下。',
  categoryId: 3,
};

describe('GET /api/get-discussion-list', () => {
  it('pages public discussions pinned first, then newest first (defaults 1 and 10)', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 12, size: 10, current: 1, pages: 2 });
    expect(page.records[0]).toMatchObject({
      title: '讨论区规则（发帖前必读）',
      topPriority: true,
      role: 'admin',
    });
    const rest = page.records.slice(1).map((d) => d.gmtCreate);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(page.records.every((d) => d.gid === null && d.status === 0)).toBe(true);
    expect(titles(await list('?currentPage=2'))).toHaveLength(2);
  });

  it('blanks the content of every post but the caller’s own', async () => {
    expect((await list()).records.every((d) => d.content === null)).toBe(true);
    const mine = (await list('', await loginAs('alice'))).records.filter((d) => d.author === 'alice');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((d) => typeof d.content === 'string' && d.content.length > 0)).toBe(true);
  });

  it('filters by category (cid), problem (pid), keyword and onlyMine', async () => {
    expect(titles(await list('?cid=2'))).toEqual([
      'CF Round 复盘：E 题的 bitset 优化',
      '线段树模板（区间加、区间求和）',
      'P1001 A+B Problem 题解：注意 long long',
    ]);
    expect(titles(await list('?pid=P1001'))).toEqual(['P1001 A+B Problem 题解：注意 long long']);
    // Title, description, author or id; case does not matter.
    expect(titles(await list('?keyword=PYTHON'))).toEqual([
      'How do I read input until EOF in Python?',
      '建议：提交记录页支持按语言筛选',
    ]);
    expect(titles(await list(`?keyword=${encodeURIComponent('int 会溢出')}`))).toHaveLength(1);
    const bobs = await list('?keyword=bob&limit=50');
    expect(bobs.total).toBe(4);
    expect(bobs.records.every((d) => d.author === 'bob')).toBe(true);

    const alice = await loginAs('alice');
    const mine = await list('?onlyMine=true&limit=50', alice);
    expect(mine.total).toBe(4);
    expect(mine.records.every((d) => d.author === 'alice')).toBe(true);
    // onlyMine needs a caller; a visitor gets the whole board.
    expect((await list('?onlyMine=true')).total).toBe(12);
  });

  it('adds banned and group posts only when an admin asks with admin=true', async () => {
    const admin = await loginAs('admin');
    const everything = await list('?admin=true&limit=50', admin);
    expect(everything.total).toBe(14);
    expect(titles(everything)).toEqual(
      expect.arrayContaining(['出售刷题账号，价格私聊', '小组周测 第 3 周讨论']),
    );
    expect((await list('?admin=true&limit=50', await loginAs('alice'))).total).toBe(12);
  });

  it('is closed with the public discussion switch: HTTP 403', async () => {
    siteConfig.openPublicDiscussion = false;
    const { response, body } = await call(LIST);
    expect(response.status).toBe(403);
    expect(body).toEqual({ status: 403, msg: messages.featureOff('PUBLIC_DISCUSSION'), data: null });
  });
});

describe('GET /api/get-discussion-detail', () => {
  it('answers the post with its category, the author’s title and the caller’s like, and counts the view', async () => {
    const row = discussions.find((d) => d.title.startsWith('CF Round'));
    const views = row?.viewNum ?? 0;
    const bob = await loginAs('bob');
    const { body } = await call<DiscussionVO>(`${DETAIL}?did=${row?.id}`, { token: bob });
    expect(body.data).toMatchObject({
      author: 'root',
      categoryName: '题解',
      titleName: '站长',
      titleColor: '#e6a23c',
      hasLike: true,
      likeNum: 4,
      viewNum: views + 1,
    });
    expect(body.data.content).toContain('bitset');
    const visitor = await call<DiscussionVO>(`${DETAIL}?did=${row?.id}`);
    expect(visitor.body.data).toMatchObject({ hasLike: false, viewNum: views + 2 });
  });

  it('refuses banned, unknown and group posts in the body, and a closed board with body status 403', async () => {
    const banned = discussions.find((d) => d.status === 1);
    expect((await call(`${DETAIL}?did=${banned?.id}`)).body).toEqual({
      status: 403,
      msg: messages.discussionBanned,
      data: null,
    });
    expect((await call(`${DETAIL}?did=999`)).body).toEqual({
      status: 404,
      msg: messages.discussionMissing,
      data: null,
    });
    const group = discussions.find((d) => d.gid !== null);
    // bob has only applied to the group; alice is a member of it.
    const forBob = await call(`${DETAIL}?did=${group?.id}`, { token: await loginAs('bob') });
    expect(forBob.body).toEqual({ status: 403, msg: messages.noPermissionToOperate, data: null });
    const forAlice = await call<DiscussionVO>(`${DETAIL}?did=${group?.id}`, {
      token: await loginAs('alice'),
    });
    expect(forAlice.body.data.title).toBe('小组周测 第 3 周讨论');
    const forRoot = await call<DiscussionVO>(`${DETAIL}?did=${group?.id}`, { token: await loginAs('root') });
    expect(forRoot.body.data.title).toBe('小组周测 第 3 周讨论');

    siteConfig.openPublicDiscussion = false;
    const closed = await call(`${DETAIL}?did=1`);
    expect(closed.response.status).toBe(200);
    expect(closed.body).toEqual({ status: 403, msg: messages.featureOff('PUBLIC_DISCUSSION'), data: null });
    expect((await call(DETAIL)).response.status).toBe(400);
  });
});

describe('posting, editing and deleting discussions', () => {
  it('goes post → listed among my own → edit → read back → delete → gone', async () => {
    const alice = await loginAs('alice');
    const posted = await call(POST, { token: alice, json: { ...draft, topPriority: true } });
    expect(posted.body).toEqual({ status: 200, msg: 'success', data: null });
    const mine = await list('?onlyMine=true', alice);
    const created = mine.records.find((d) => d.title === draft.title);
    expect(created).toMatchObject({
      author: 'alice',
      uid: userByUsername('alice')?.uid,
      role: 'user',
      topPriority: false,
      viewNum: 0,
      likeNum: 0,
      commentNum: 0,
      categoryId: 3,
      content: '代码见下。',
    });
    const id = created?.id ?? 0;
    expect(id).toBe(15);

    const edited = await call(POST, {
      token: alice,
      method: 'PUT',
      json: { ...draft, id, title: '已解决：2-SAT 模板题 WA', categoryId: 2 },
    });
    expect(edited.body.status).toBe(200);
    const detail = await call<DiscussionVO>(`${DETAIL}?did=${id}`, { token: alice });
    expect(detail.body.data).toMatchObject({ title: '已解决：2-SAT 模板题 WA', categoryName: '题解' });

    const removed = await call(`${POST}?did=${id}`, { token: alice, method: 'DELETE' });
    expect(removed.body).toEqual({ status: 200, msg: 'success', data: null });
    expect((await list('?onlyMine=true', alice)).records.map((d) => d.id)).not.toContain(id);
  });

  it('lets admins pin their own posts', async () => {
    const admin = await loginAs('admin');
    await call(POST, { token: admin, json: { ...draft, title: '新版评测机上线', topPriority: true } });
    const [first, second] = (await list()).records;
    expect([first?.title, second?.title]).toEqual(['新版评测机上线', '讨论区规则（发帖前必读）']);
    expect(first).toMatchObject({ role: 'admin', topPriority: true });
  });

  it('validates the post: blank or too long fields and a missing category are refused in the body', async () => {
    const alice = await loginAs('alice');
    const cases: [object, string][] = [
      [{ ...draft, title: '   ' }, messages.blank('讨论标题')],
      [{ ...draft, description: 'x'.repeat(256) }, messages.tooLong('讨论描述')],
      [{ ...draft, content: undefined }, messages.blank('讨论')],
      [{ ...draft, categoryId: null }, messages.required('讨论分类')],
    ];
    for (const [json, msg] of cases) {
      expect((await call(POST, { token: alice, json })).body).toEqual({ status: 400, msg, data: null });
    }
    // The category is a foreign key.
    const unknownCategory = await call(POST, { token: alice, json: { ...draft, categoryId: 99 } });
    expect(unknownCategory.response.status).toBe(500);
    expect(unknownCategory.body.msg).toBe(integrityViolation().message);
    expect(discussions.all()).toHaveLength(14);
  });

  it('needs discussion_add and enough solved problems', async () => {
    const carol = await loginAs('carol');
    const muted = await call(POST, { token: carol, json: draft });
    expect(muted.response.status).toBe(403);
    expect(muted.body.msg).toBe(messages.noPermission);
    // dave may post but has solved nothing.
    const dave = await call(POST, { token: await loginAs('dave'), json: draft });
    expect(dave.response.status).toBe(200);
    expect(dave.body).toEqual({
      status: 403,
      msg: messages.discussionAcTooFew(DISCUSSION_AC_MIN),
      data: null,
    });
    expect((await call(POST, { json: draft })).response.status).toBe(401);
  });

  it('lets only the author or a site admin edit, and only the author or root delete', async () => {
    const aliceRow = discussions.find((d) => d.author === 'alice' && d.status === 0);
    const id = aliceRow?.id ?? 0;
    const bob = await loginAs('bob');
    const edit = { ...draft, id, title: 'hijacked' };
    expect((await call(POST, { token: bob, method: 'PUT', json: edit })).body).toEqual({
      status: 403,
      msg: messages.noPermissionToOperate,
      data: null,
    });
    const admin = await loginAs('admin');
    expect(
      (await call(POST, { token: admin, method: 'PUT', json: { ...edit, title: '（已编辑）' } })).body.status,
    ).toBe(200);
    expect(aliceRow?.title).toBe('（已编辑）');

    for (const token of [bob, admin]) {
      expect((await call(`${POST}?did=${id}`, { token, method: 'DELETE' })).body.status).toBe(403);
    }
    const root = await loginAs('root');
    expect((await call(`${POST}?did=${id}`, { token: root, method: 'DELETE' })).body.status).toBe(200);
    expect((await call(`${POST}?did=${id}`, { token: root, method: 'DELETE' })).body).toEqual({
      status: 400,
      msg: messages.discussionDeleteFailed,
      data: null,
    });
  });

  it('deletes the comments, replies and likes of a deleted post', async () => {
    const did = discussions.find((d) => d.title.startsWith('Help: TLE'))?.id;
    const commentIds = comments.filter((c) => c.did === did).map((c) => c.id);
    expect(commentIds.length).toBe(2);
    await call(`${POST}?did=${did}`, { token: await loginAs('root'), method: 'DELETE' });
    expect(comments.some((c) => c.did === did)).toBe(false);
    expect(replies.some((r) => commentIds.includes(r.commentId))).toBe(false);
    expect(commentLikes.some((l) => commentIds.includes(l.cid))).toBe(false);
  });

  it('answers HTTP 403 on every write while the public board is off', async () => {
    siteConfig.openPublicDiscussion = false;
    const alice = await loginAs('alice');
    for (const [method, path, json] of [
      ['POST', POST, draft],
      ['PUT', POST, { ...draft, id: 3 }],
      ['DELETE', `${POST}?did=3`, undefined],
    ] as const) {
      const { response, body } = await call(path, { token: alice, method, json });
      expect([method, response.status]).toEqual([method, 403]);
      expect(body.msg).toBe(messages.featureOff('PUBLIC_DISCUSSION'));
    }
    expect(discussions.all()).toHaveLength(14);
  });
});

describe('likes and categories', () => {
  it('toggles a like once per user', async () => {
    const row = discussions.find((d) => d.title.startsWith('为什么同样的代码'));
    const bob = await loginAs('bob');
    const like = (toLike: boolean) =>
      call(`/api/discussion-like?did=${row?.id}&toLike=${toLike}`, { token: bob });
    expect((await like(true)).body).toEqual({ status: 200, msg: 'success', data: null });
    await like(true);
    expect(row?.likeNum).toBe(1);
    const detail = await call<DiscussionVO>(`${DETAIL}?did=${row?.id}`, { token: bob });
    expect(detail.body.data.hasLike).toBe(true);
    await like(false);
    await like(false);
    expect(row?.likeNum).toBe(0);
    expect((await call(`/api/discussion-like?did=${row?.id}&toLike=true`)).response.status).toBe(401);
  });

  it('lists the categories, and lets root rename and add them', async () => {
    const read = async () =>
      (await call<Category[]>('/api/discussion-category')).body.data.map((c) => c.name);
    expect(await read()).toEqual(['闲聊', '题解', '求助', '建议', '记录', '站务']);
    const root = await loginAs('root');
    const saved = await call<Category[]>('/api/discussion-category', {
      token: root,
      json: [{ id: 5, name: '学习记录' }, { name: '比赛' }, { name: '  ' }],
    });
    expect(saved.body.data.map((c) => [c.id, c.name])).toEqual([
      [1, '闲聊'],
      [2, '题解'],
      [3, '求助'],
      [4, '建议'],
      [5, '学习记录'],
      [6, '站务'],
      [7, '比赛'],
    ]);
    const alice = await call('/api/discussion-category', {
      token: await loginAs('alice'),
      json: [{ name: 'x' }],
    });
    expect(alice.response.status).toBe(403);
  });
});
