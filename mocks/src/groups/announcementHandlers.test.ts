import type { PageAnnouncementVO } from '@generated/model/index';
import { messages } from '../http/messages';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { announcements } from '../store/schema/announcements';
import { groupMessages } from './texts';

installMockServer();

const TEAM = 1;
const CLUB = 2;
const PATH = '/api/group/announcement';

const titles = async (path: string, token: string) =>
  (await call<PageAnnouncementVO>(path, { token })).body.data.records.map((a) => a.title);

describe('a group’s announcements', () => {
  it('shows members the visible ones, newest first, and admins the hidden ones too', async () => {
    const alice = await loginAs('alice');
    expect(await titles(`/api/group/get-announcement-list?gid=${TEAM}`, alice)).toEqual([
      '本周六周测安排',
      '专题训练：最短路',
    ]);
    expect(
      await titles(`/api/group/get-admin-announcement-list?gid=${TEAM}`, await loginAs('admin')),
    ).toEqual(['寒假集训名单（草稿）', '本周六周测安排', '专题训练：最短路']);
    const page = (
      await call<PageAnnouncementVO>(`/api/group/get-announcement-list?gid=${TEAM}&limit=1`, { token: alice })
    ).body.data;
    expect(page).toMatchObject({ size: 1, total: 2 });
    expect(page.records[0]).toMatchObject({ username: 'admin', status: 0 });
  });

  it('keeps the lists from outsiders: applicants see no announcements, members no admin list', async () => {
    const bob = await call(`/api/group/get-announcement-list?gid=${TEAM}`, { token: await loginAs('bob') });
    expect(bob.body).toEqual({ status: 403, msg: messages.noPermissionToOperate, data: null });
    const alice = await call(`/api/group/get-admin-announcement-list?gid=${TEAM}`, {
      token: await loginAs('alice'),
    });
    expect(alice.body.status).toBe(403);
  });

  it('lets group admins publish, checking the title, and saves what they send', async () => {
    const alice = await loginAs('alice');
    const blank = await call(PATH, { token: alice, json: { gid: CLUB, title: '  ', content: 'x' } });
    expect(blank.body).toEqual({
      status: 400,
      msg: messages.blank(groupMessages.announcementTitleItem),
      data: null,
    });
    const noGroup = await call(PATH, { token: alice, json: { title: '活动取消', content: 'x' } });
    expect(noGroup.body.msg).toBe(messages.required(groupMessages.groupIdItem));
    expect(
      (
        await call(PATH, {
          token: alice,
          json: { gid: CLUB, title: '活动取消', content: '本周暂停一次。', status: 1 },
        })
      ).body.status,
    ).toBe(200);
    expect(announcements.where('gid', CLUB).find((a) => a.title === '活动取消')).toMatchObject({ status: 1 });
    const member = await call(PATH, { token: alice, json: { gid: TEAM, title: '我也想发', content: 'x' } });
    expect(member.body).toEqual({ status: 403, msg: messages.noPermissionToOperate, data: null });
  });

  it('lets the author or the group root edit and delete; a site announcement is out of reach', async () => {
    const notice = announcements.where('gid', TEAM).find((a) => a.title === '专题训练：最短路');
    const edit = { id: notice?.id, gid: TEAM, title: '专题训练：最短路（更新）', content: notice?.content };
    // Sent without `status`, the primitive binds 0: the announcement stays visible.
    expect((await call(PATH, { token: await loginAs('admin'), method: 'PUT', json: edit })).body.status).toBe(
      200,
    );
    expect(notice).toMatchObject({ title: '专题训练：最短路（更新）', status: 0 });
    const alice = await loginAs('alice');
    expect((await call(`${PATH}?aid=${notice?.id}`, { token: alice, method: 'DELETE' })).body.status).toBe(
      403,
    );
    expect((await call(`${PATH}?aid=1`, { token: alice, method: 'DELETE' })).body).toEqual({
      status: 403,
      msg: groupMessages.announcementDeleteOutside,
      data: null,
    });
    expect(
      (await call(`${PATH}?aid=${notice?.id}`, { token: await loginAs('admin'), method: 'DELETE' })).body
        .status,
    ).toBe(200);
    expect(announcements.get(notice?.id)).toBeUndefined();
  });
});
