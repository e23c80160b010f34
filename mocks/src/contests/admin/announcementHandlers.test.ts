import type { Announcement, AnnouncementVO } from '@generated/model/index';
import type { Page } from '@hoj/mocks/http/page';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { call, loginAs } from '@hoj/mocks/jest/requests';
import { contestAnnouncementMessages } from './announcementHandlers';

installMockServer();

const CID = 2;

async function adminList(token: string) {
  const { body } = await call<Page<AnnouncementVO>>(`/api/admin/contest/announcement?cid=${CID}&limit=50`, {
    token,
  });
  return body.data.records;
}

describe('contest announcements', () => {
  it('publishes, edits and deletes one, and contestants see only the visible ones', async () => {
    const token = await loginAs('admin', { admin: true });
    const alice = await loginAs('alice');
    const before = await adminList(token);
    expect(before.some((a) => a.status === 1)).toBe(true);

    const added = await call('/api/admin/contest/announcement', {
      token,
      method: 'POST',
      json: {
        cid: CID,
        announcement: { title: 'C 题数据已加强', content: '请重新提交 **C** 题。', status: 0 },
      },
    });
    expect(added.body.status).toBe(200);
    const [newest] = await adminList(token);
    expect(newest).toMatchObject({ title: 'C 题数据已加强', username: 'admin', status: 0 });
    const id = newest?.id ?? 0;

    const seen = await call<Page<AnnouncementVO>>(`/api/get-contest-announcement?cid=${CID}`, {
      token: alice,
    });
    expect(seen.body.data.records.map((a) => a.title)).toContain('C 题数据已加强');
    expect(seen.body.data.records.every((a) => a.status === 0)).toBe(true);

    const unread = await call<Announcement[]>('/api/get-contest-not-read-announcement', {
      token: alice,
      method: 'POST',
      json: { cid: CID, readAnnouncementList: before.map((a) => a.id) },
    });
    expect(unread.body.data.map((a) => a.id)).toEqual([id]);

    const hidden = await call('/api/admin/contest/announcement', {
      token,
      method: 'PUT',
      json: { cid: CID, announcement: { id, title: 'C 题数据已加强（更正）', status: 1 } },
    });
    expect(hidden.body.status).toBe(200);
    const after = await call<Page<AnnouncementVO>>(`/api/get-contest-announcement?cid=${CID}`, {
      token: alice,
    });
    expect(after.body.data.records.map((a) => a.id)).not.toContain(id);
    expect((await adminList(token)).find((a) => a.id === id)).toMatchObject({
      title: 'C 题数据已加强（更正）',
      content: '请重新提交 **C** 题。',
      status: 1,
    });

    const removed = await call(`/api/admin/contest/announcement?aid=${id}`, { token, method: 'DELETE' });
    expect(removed.body.status).toBe(200);
    expect((await adminList(token)).map((a) => a.id)).not.toContain(id);
  });

  it('refuses a status no client could show, and keeps contest announcements off the site list', async () => {
    const token = await loginAs('admin', { admin: true });
    const bad = await call('/api/admin/contest/announcement', {
      token,
      method: 'POST',
      json: { cid: CID, announcement: { title: '状态错误', content: '', status: 7 } },
    });
    expect(bad.body).toMatchObject({ status: 400, msg: contestAnnouncementMessages.statusInvalid });
    const site = await call<Page<AnnouncementVO>>('/api/get-common-announcement?limit=50');
    expect(site.body.data.records.map((a) => a.title)).not.toContain('封榜提醒');
  });
});
