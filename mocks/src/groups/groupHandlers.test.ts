import type { AccessVO, Group, PageGroupVO } from '@generated/model/index';
import { integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { announcements } from '../store/schema/announcements';
import { userByUsername } from '../store/schema/accounts';
import { groupMembers, groups } from '../store/schema/groups';
import { adminNotices, sysNotices } from '../store/schema/messages';
import { switchSettings } from '../store/schema/site';
import { groupMessages, groupNotices } from './texts';

installMockServer();

const TEAM = 1;
const CLUB = 2;
const CLASS = 3;
const STUDY = 4;
const NIGHT = 5;
const SETTERS = 6;
const BANNED = 7;

const uid = (username: string) => userByUsername(username)?.uid ?? '';

/** The list as clients must ask for it: `onlyMine` always sent (the service cannot do without it). */
const list = async (query = '', token?: string) => {
  const params = new URLSearchParams(query);
  if (!params.has('onlyMine')) params.set('onlyMine', 'false');
  return (await call<PageGroupVO>(`/api/get-group-list?${params.toString()}`, { token })).body.data;
};
const ids = (page: PageGroupVO) => page.records.map((g) => g.id);

const newGroup = {
  name: 'Competitive Maths',
  shortName: 'CompMath',
  brief: 'Olympiad number theory for programmers.',
  description: 'We meet on Tuesdays.',
  auth: 2,
  code: 'MATH42',
};

describe('the group list', () => {
  it('shows visitors the visible active groups by id, ten a page, with their member counts', async () => {
    const page = await list();
    expect(ids(page)).toEqual([TEAM, CLUB, CLASS, STUDY, NIGHT]);
    expect(page.size).toBe(10);
    expect(page.records[0]).toMatchObject({
      name: '算法竞赛集训队',
      owner: 'admin',
      auth: 2,
      visible: true,
      memberCount: 12,
    });
    expect(page.records[0]).not.toHaveProperty('code');
  });

  it('adds the hidden groups a signed-in caller belongs to; root sees every active group, never a banned one', async () => {
    expect(ids(await list('', await loginAs('problemadmin')))).toContain(SETTERS);
    expect(ids(await list('', await loginAs('alice')))).not.toContain(SETTERS);
    expect(ids(await list('', await loginAs('root')))).toEqual([TEAM, CLUB, CLASS, STUDY, NIGHT, SETTERS]);
  });

  it("filters by keyword (name, short name or owner), auth and the caller's own groups", async () => {
    const alice = await loginAs('alice');
    expect(ids(await list('keyword=ALICE'))).toEqual([CLUB]);
    expect(ids(await list('keyword=%20night%20'))).toEqual([NIGHT]);
    expect(ids(await list('auth=3'))).toEqual([CLASS, NIGHT]);
    expect(ids(await list('auth=0'))).toHaveLength(5);
    // Applying (STUDY) and refused (NIGHT) are not "mine".
    expect(ids(await list('onlyMine=true', alice))).toEqual([TEAM, CLUB, CLASS]);
    expect(ids(await list('onlyMine=true'))).toEqual([]);
    const missing = await call('/api/get-group-list');
    expect(missing.response.status).toBe(500);
  });
});

describe('a group and the caller’s place in it', () => {
  it("answers alice's level in each group: owner, admin, member, applying, refused, none", async () => {
    const alice = await loginAs('alice');
    const levels = [];
    for (const gid of [CLUB, CLASS, TEAM, STUDY, NIGHT, SETTERS, 999])
      levels.push((await call<number>(`/api/get-group-auth?gid=${gid}`, { token: alice })).body.data);
    expect(levels).toEqual([5, 4, 3, 1, 2, 0, 0]);
  });

  it('opens the group to members and root only; an applicant has no access', async () => {
    const access = async (username: string, gid: number) =>
      (await call<AccessVO>(`/api/get-group-access?gid=${gid}`, { token: await loginAs(username) })).body.data
        .access;
    expect(await access('alice', TEAM)).toBe(true);
    expect(await access('bob', TEAM)).toBe(false);
    expect(await access('carol', TEAM)).toBe(false);
    expect(await access('root', NIGHT)).toBe(true);
  });

  it('shows the invitation code to the group root and root only', async () => {
    const detail = async (username: string, gid: number) =>
      (await call<Group>(`/api/get-group-detail?gid=${gid}`, { token: await loginAs(username) })).body;
    expect((await detail('alice', TEAM)).data).toMatchObject({
      name: '算法竞赛集训队',
      code: null,
      owner: 'admin',
    });
    expect((await detail('admin', TEAM)).data.code).toBe('ICPC25');
    expect((await detail('root', CLASS)).data.code).toBe('k7Q2xm');
    // A group admin is no group root.
    expect((await detail('alice', CLASS)).data.code).toBeNull();
  });

  it('keeps a hidden group from non-members and a banned one from everyone but root', async () => {
    const detail = async (username: string, gid: number) =>
      (await call<Group>(`/api/get-group-detail?gid=${gid}`, { token: await loginAs(username) })).body;
    expect(await detail('alice', SETTERS)).toEqual({ status: 403, msg: groupMessages.notPublic, data: null });
    expect((await detail('admin', SETTERS)).status).toBe(200);
    expect(await detail('alice', BANNED)).toEqual({
      status: 404,
      msg: groupMessages.detailMissing,
      data: null,
    });
    expect((await detail('root', BANNED)).data.status).toBe(1);
  });
});

describe('creating a group', () => {
  const create = async (username: string, body: object) =>
    (await call('/api/group', { token: await loginAs(username), json: body })).body;

  it('makes the caller owner and group root, listed at once', async () => {
    expect((await create('admin', newGroup)).status).toBe(200);
    const made = groups.find((g) => g.name === 'Competitive Maths');
    expect(made).toMatchObject({
      owner: 'admin',
      uid: uid('admin'),
      visible: true,
      status: 0,
      code: 'MATH42',
    });
    expect(groupMembers.get(`${made?.id}:${uid('admin')}`)?.auth).toBe(5);
    expect(ids(await list('keyword=CompMath'))).toEqual([made?.id]);
  });

  it.each([
    [{ name: 'Math' }, groupMessages.nameLength],
    [{ name: 'x'.repeat(26) }, groupMessages.nameLength],
    [{ shortName: 'Math' }, groupMessages.shortNameLength],
    [{ shortName: 'Mathematics' }, groupMessages.shortNameLength],
    [{ brief: 'Hi' }, groupMessages.briefLength],
    [{ auth: 4 }, groupMessages.authInvalid],
    [{ auth: null }, groupMessages.authInvalid],
    [{ code: 'MATH4' }, groupMessages.codeRequired],
    [{ code: null, auth: 3 }, groupMessages.codeRequired],
    [{ description: 'Hi' }, groupMessages.descriptionLength],
    [{ name: '算法竞赛集训队' }, groupMessages.nameTaken],
    [{ shortName: 'pyclub' }, groupMessages.shortNameTaken],
  ])('refuses %j: %s', async (change, msg) => {
    expect(await create('admin', { ...newGroup, ...change })).toEqual({ status: 400, msg, data: null });
    expect(groups.size).toBe(7);
  });

  it('takes a public group without a code and leaves unsent texts empty, as the server checks only what is sent', async () => {
    expect((await create('admin', { auth: 1 })).status).toBe(200);
    expect(groups.find((g) => g.id === 8)).toMatchObject({
      name: null,
      shortName: null,
      code: null,
      auth: 1,
    });
    // A public group's code is not checked, but its column holds six characters.
    expect(await create('admin', { auth: 1, name: 'Seven chars', code: '1234567' })).toEqual({
      status: 500,
      msg: integrityViolation().message,
      data: null,
    });
  });

  it('asks users for enough solved problems, then counts their creations per day and in total', async () => {
    // alice has solved 16 problems; the stock threshold is 20.
    expect(await create('alice', newGroup)).toEqual({
      status: 403,
      msg: groupMessages.needSolved(20),
      data: null,
    });
    switchSettings.defaultCreateGroupACInitValue = 10;
    expect((await create('alice', newGroup)).status).toBe(200);
    // The second attempt of the day counts even though it fails validation.
    expect((await create('alice', { ...newGroup, name: 'Hi' })).msg).toBe(groupMessages.nameLength);
    expect(await create('alice', { ...newGroup, name: 'Third try', shortName: 'Third' })).toEqual({
      status: 403,
      msg: groupMessages.dailyLimit(2),
      data: null,
    });
    expect((await create('carol', newGroup)).status).toBe(403);
  });
});

describe('editing and disbanding a group', () => {
  it('lets the group root edit (sent fields change, the auth is required), nobody below', async () => {
    const admin = await loginAs('admin');
    const edit = { id: TEAM, auth: 2, brief: '校队训练、周测与专题讲评。' };
    const alice = await call('/api/group', { token: await loginAs('alice'), method: 'PUT', json: edit });
    expect(alice.body).toEqual({ status: 403, msg: messages.noPermissionToOperate, data: null });
    expect((await call('/api/group', { token: admin, method: 'PUT', json: { id: TEAM } })).body.msg).toBe(
      groupMessages.authInvalid,
    );
    expect(
      (await call('/api/group', { token: admin, method: 'PUT', json: { ...edit, code: 'ab' } })).body.msg,
    ).toBe(groupMessages.codeLength);
    expect((await call('/api/group', { token: admin, method: 'PUT', json: edit })).body.status).toBe(200);
    expect(groups.get(TEAM)).toMatchObject({
      brief: '校队训练、周测与专题讲评。',
      name: '算法竞赛集训队',
      code: 'ICPC25',
    });
  });

  it('lets only the owner or root disband, and removes members and announcements with the group', async () => {
    const alice = await loginAs('alice');
    const refused = await call(`/api/group?gid=${TEAM}`, { token: alice, method: 'DELETE' });
    expect(refused.body).toEqual({ status: 403, msg: messages.noPermissionToOperate, data: null });

    const members = groupMembers.where('gid', TEAM).filter((m) => m.auth >= 3).length;
    const admin = await loginAs('admin');
    expect((await call(`/api/group?gid=${TEAM}`, { token: admin, method: 'DELETE' })).body.status).toBe(200);
    expect(groups.get(TEAM)).toBeUndefined();
    expect(groupMembers.where('gid', TEAM)).toEqual([]);
    expect(announcements.where('gid', TEAM)).toEqual([]);
    expect((await call<number>(`/api/get-group-auth?gid=${TEAM}`, { token: alice })).body.data).toBe(0);
    const notice = adminNotices.find((n) => n.title === groupNotices.dissolveTitle);
    expect(sysNotices.where('adminNotice', notice?.id ?? 0)).toHaveLength(members);
    expect((await call(`/api/group?gid=${TEAM}`, { token: admin, method: 'DELETE' })).body.msg).toBe(
      groupMessages.deleteMissing,
    );
  });

  it('needs group_del: a muted user is refused by the gate', async () => {
    const { response } = await call(`/api/group?gid=${CLUB}`, {
      token: await loginAs('carol'),
      method: 'DELETE',
    });
    expect(response.status).toBe(403);
  });
});
