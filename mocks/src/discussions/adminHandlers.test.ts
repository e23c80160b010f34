import type { PageDiscussion } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { messages as httpMessages } from '../http/messages';
import { discussions } from '../store/schema/discussions';
import { discussionMessages } from './texts';

const messages = { ...httpMessages, ...discussionMessages };

installMockServer();

const ADMIN = '/api/admin/discussion';
const publicTitles = async () =>
  (await call<PageDiscussion>('/api/get-discussion-list?limit=50')).body.data.records.map((d) => d.title);

describe('PUT and DELETE /api/admin/discussion', () => {
  it('bans, unbans and pins posts of the public board', async () => {
    const token = await loginAs('admin', { admin: true });
    const row = discussions.find((d) => d.title.startsWith('今天第一次'));
    expect((await call(ADMIN, { token, method: 'PUT', json: { id: row?.id, status: 1 } })).body.status).toBe(
      200,
    );
    expect(await publicTitles()).not.toContain(row?.title);
    const detail = await call(`/api/get-discussion-detail?did=${row?.id}`);
    expect(detail.body).toEqual({ status: 403, msg: messages.discussionBanned, data: null });

    await call(ADMIN, { token, method: 'PUT', json: { id: row?.id, status: 0, topPriority: true } });
    expect((await publicTitles()).slice(0, 2)).toEqual([row?.title, '讨论区规则（发帖前必读）']);
    expect(row).toMatchObject({ status: 0, topPriority: true, author: 'bob' });

    const unknown = await call(ADMIN, { token, method: 'PUT', json: { id: 999, status: 1 } });
    expect(unknown.body).toEqual({ status: 400, msg: messages.updateFailed, data: null });
  });

  it('deletes a list of posts sent as the JSON body', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    const ids = discussions.filter((d) => d.author === 'bob').map((d) => d.id);
    expect((await call(ADMIN, { token, method: 'DELETE', json: ids })).body.status).toBe(200);
    expect(discussions.some((d) => d.author === 'bob')).toBe(false);
    expect((await call(ADMIN, { token, method: 'DELETE', json: ids })).body).toEqual({
      status: 400,
      msg: messages.deleteFailed,
      data: null,
    });
    expect((await call(ADMIN, { token, method: 'DELETE', json: { ids } })).response.status).toBe(400);
  });

  it('is for the admin roles: HTTP 403 for alice, HTTP 401 for a visitor', async () => {
    const alice = await loginAs('alice');
    expect(
      (await call(ADMIN, { token: alice, method: 'PUT', json: { id: 1, status: 1 } })).response.status,
    ).toBe(403);
    expect((await call(ADMIN, { token: alice, method: 'DELETE', json: [1] })).response.status).toBe(403);
    expect((await call(ADMIN, { method: 'DELETE', json: [1] })).response.status).toBe(401);
    expect(discussions.find((d) => d.id === 1)?.status).toBe(0);
  });
});
