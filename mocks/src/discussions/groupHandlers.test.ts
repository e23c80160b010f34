import type { PageDiscussion } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { messages } from '../http/messages';
import { groupMembers, groups } from '../store/schema/groups';
import { userByUsername } from '../store/schema/accounts';
import { discussions } from '../store/schema/discussions';
import { groupDiscussionMessages as texts } from './groupTexts';

installMockServer();

const LIST = '/api/group/get-discussion-list';
const ADMIN_LIST = '/api/group/get-admin-discussion-list';
const POST = '/api/group/discussion';

/** The group of the seeded group post, and levels in it by username. */
const groupPost = () => {
  const post = discussions.find((d) => d.gid !== null);
  if (!post || post.gid === null) throw new Error('no seeded group discussion');
  return post;
};
const levelIn = (gid: number, username: string) =>
  groupMembers.get(`${gid}:${userByUsername(username)?.uid ?? ''}`)?.auth ?? 0;

const draft = (gid: number) => ({
  title: '周测第 3 题的数据范围',
  description: 'n 最大是多少？',
  content: '题面没写清楚 $n$ 的上界。',
  categoryId: 3,
  gid,
});

describe('GET /api/group/get-discussion-list', () => {
  it("lists a group's posts for its members, and refuses those who only applied", async () => {
    const { gid } = groupPost();
    expect(levelIn(gid as number, 'alice')).toBe(3);
    const forAlice = await call<PageDiscussion>(`${LIST}?gid=${gid}&currentPage=1&limit=10`, {
      token: await loginAs('alice'),
    });
    expect(forAlice.body.data.records.map((d) => d.title)).toEqual(['小组周测 第 3 周讨论']);
    expect(forAlice.body.data.records.every((d) => d.gid === gid)).toBe(true);

    const forBob = await call(`${LIST}?gid=${gid}&currentPage=1&limit=10`, { token: await loginAs('bob') });
    expect(forBob.body).toEqual({ status: 403, msg: messages.noPermissionToOperate, data: null });
    const missing = await call(`${LIST}?gid=999&currentPage=1&limit=10`, { token: await loginAs('root') });
    expect(missing.body).toEqual({ status: 404, msg: texts.listGroupMissing, data: null });
  });

  it('gives the admin list to group admins only', async () => {
    const { gid } = groupPost();
    const owner = groups.get(gid)?.owner ?? '';
    const forOwner = await call<PageDiscussion>(`${ADMIN_LIST}?gid=${gid}&currentPage=1&limit=10`, {
      token: await loginAs(owner),
    });
    expect(forOwner.body.data.total).toBe(1);
    const forAlice = await call(`${ADMIN_LIST}?gid=${gid}&currentPage=1&limit=10`, {
      token: await loginAs('alice'),
    });
    expect(forAlice.body.status).toBe(403);
  });
});

describe('POST, PUT and DELETE /api/group/discussion', () => {
  it("lets a member post, records the author's level in the group, and refuses outsiders", async () => {
    const gid = groupPost().gid as number;
    const posted = await call(POST, {
      json: { ...draft(gid), topPriority: true },
      token: await loginAs('alice'),
    });
    expect(posted.body).toEqual({ status: 200, msg: 'success', data: null });
    expect(discussions.find((d) => d.title === draft(gid).title)).toMatchObject({
      gid,
      author: 'alice',
      role: 'user',
      topPriority: false,
    });
    const outsider = await call(POST, { json: draft(gid), token: await loginAs('bob') });
    expect(outsider.body).toEqual({ status: 403, msg: messages.noPermissionToOperate, data: null });
  });

  it('lets the author and the group admins edit and delete, nobody else', async () => {
    const gid = groupPost().gid as number;
    await call(POST, { json: draft(gid), token: await loginAs('alice') });
    const row = discussions.find((d) => d.title === draft(gid).title);
    const edit = { ...draft(gid), id: row?.id, title: '周测第 3 题：n ≤ 10^5' };
    expect((await call(POST, { method: 'PUT', json: edit, token: await loginAs('bob') })).body.status).toBe(
      403,
    );
    expect((await call(POST, { method: 'PUT', json: edit, token: await loginAs('alice') })).body.status).toBe(
      200,
    );
    expect(discussions.get(row?.id)?.title).toBe('周测第 3 题：n ≤ 10^5');

    const owner = groups.get(gid)?.owner ?? '';
    const removed = await call(`${POST}?did=${row?.id}`, { method: 'DELETE', token: await loginAs(owner) });
    expect(removed.body.status).toBe(200);
    expect(discussions.has(row?.id ?? 0)).toBe(false);

    const publicPost = discussions.find((d) => d.gid === null);
    const notGroup = await call(`${POST}?did=${publicPost?.id}`, {
      method: 'DELETE',
      token: await loginAs('root'),
    });
    expect(notGroup.body).toEqual({ status: 404, msg: texts.deleteNotGroup, data: null });
  });
});
