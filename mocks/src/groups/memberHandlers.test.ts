import type { GroupMemberVO, PageGroupMemberVO } from '@generated/model/index';
import { integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { userByUsername } from '../store/schema/accounts';
import { groupMembers, memberAuth } from '../store/schema/groups';
import { adminNotices, sysNotices } from '../store/schema/messages';
import { groupMessages, groupNotices } from './texts';

installMockServer();

const TEAM = 1;
const CLUB = 2;
const CLASS = 3;
const NIGHT = 5;
const SETTERS = 6;

const uid = (username: string) => userByUsername(username)?.uid ?? '';

const join = async (username: string, query: string) =>
  (await call(`/api/group/member?${query}`, { token: await loginAs(username), method: 'POST' })).body;

/** Titles of the notices in a user's "mine" box, oldest first. */
const noticesOf = (username: string) =>
  sysNotices
    .where('recipient', uid(username))
    .map((n) => adminNotices.get(n.adminNoticeId)?.title)
    .filter((title) => title !== undefined);

describe('joining a group', () => {
  it('joins a public group at once and welcomes the new member', async () => {
    expect((await join('carol', `gid=${CLUB}`)).status).toBe(200);
    expect(memberAuth(CLUB, uid('carol'))).toBe(3);
    expect(noticesOf('carol')).toContain(groupNotices.welcomeTitle);
    expect(await join('carol', `gid=${CLUB}`)).toEqual({
      status: 403,
      msg: groupMessages.alreadyMember,
      data: null,
    });
  });

  it('files an application to a protected group and tells its roots; a reason, when given, has 5–100 characters', async () => {
    expect(await join('dave', `gid=${TEAM}&reason=hi`)).toEqual({
      status: 400,
      msg: groupMessages.reasonLength,
      data: null,
    });
    expect(await join('dave', `gid=${TEAM}&reason=${'长'.repeat(101)}`)).toMatchObject({ status: 400 });
    expect(
      (await join('dave', `gid=${TEAM}&reason=${encodeURIComponent('2024 级，想参加周测。')}`)).status,
    ).toBe(200);
    expect(groupMembers.get(`${TEAM}:${uid('dave')}`)).toMatchObject({
      auth: 1,
      reason: '2024 级，想参加周测。',
    });
    expect(noticesOf('admin')).toContain(groupNotices.applyTitle);
    expect(await join('dave', `gid=${TEAM}`)).toEqual({
      status: 403,
      msg: groupMessages.alreadyApplied,
      data: null,
    });
  });

  it('asks a private group for its code: a wrong one is refused, none at all crashes the service', async () => {
    expect(await join('dave', `gid=${CLASS}&code=k7q2xm`)).toEqual({
      status: 400,
      msg: groupMessages.wrongCode,
      data: null,
    });
    const { response } = await call(`/api/group/member?gid=${CLASS}`, {
      token: await loginAs('dave'),
      method: 'POST',
    });
    expect(response.status).toBe(500);
    expect(
      (await join('dave', `gid=${CLASS}&code=k7Q2xm&reason=${encodeURIComponent('学号 2024010240。')}`))
        .status,
    ).toBe(200);
    expect(memberAuth(CLASS, uid('dave'))).toBe(1);
  });

  it('keeps a refused user refused (the row is still there) and hidden groups closed', async () => {
    expect(
      await join('alice', `gid=${NIGHT}&code=N1ghtC&reason=${encodeURIComponent('再申请一次。')}`),
    ).toEqual({
      status: 500,
      msg: integrityViolation().message,
      data: null,
    });
    expect(await join('alice', `gid=${SETTERS}`)).toEqual({
      status: 404,
      msg: groupMessages.joinClosed,
      data: null,
    });
    expect(await join('alice', 'gid=999')).toEqual({
      status: 404,
      msg: groupMessages.joinMissing,
      data: null,
    });
  });
});

describe('the member and application lists', () => {
  it('lists members (levels 3–5) newest first to members, without reasons', async () => {
    const page = (
      await call<PageGroupMemberVO>(`/api/group/get-member-list?gid=${TEAM}&limit=20`, {
        token: await loginAs('alice'),
      })
    ).body.data;
    expect(page.total).toBe(12);
    expect(page.records.every((m) => m.auth >= 3 && m.reason === null)).toBe(true);
    expect(page.records.at(-1)).toMatchObject({ username: 'admin', auth: 5 });
    const bob = await call(`/api/group/get-member-list?gid=${TEAM}`, { token: await loginAs('bob') });
    expect(bob.body).toEqual({ status: 403, msg: messages.noPermissionToOperate, data: null });
  });

  it('gives group admins every row with its reason (the backend lists members here too), filtered by level', async () => {
    const alice = await loginAs('alice');
    const all = (await call<PageGroupMemberVO>(`/api/group/get-apply-list?gid=${CLASS}`, { token: alice }))
      .body.data;
    expect(all.total).toBe(8);
    const applying = (
      await call<PageGroupMemberVO>(`/api/group/get-apply-list?gid=${CLASS}&auth=1`, { token: alice })
    ).body.data.records;
    expect(applying).toEqual([
      expect.objectContaining<Partial<GroupMemberVO>>({
        username: 'carol',
        auth: 1,
        reason: '学号 2024010238，之前忘记加入了。',
      }),
    ]);
    const member = await call(`/api/group/get-apply-list?gid=${TEAM}`, { token: alice });
    expect(member.body.status).toBe(403);
  });
});

describe('changing levels', () => {
  const put = async (username: string, json: object) =>
    (await call('/api/group/member', { token: await loginAs(username), method: 'PUT', json })).body;
  const rowOf = (gid: number, username: string) => {
    const row = groupMembers.get(`${gid}:${uid(username)}`);
    if (!row) throw new Error(`${username} is not in group ${gid}`);
    return { id: row.id, gid, uid: row.uid };
  };

  it('lets a group admin approve an application, and welcomes the new member', async () => {
    expect((await put('alice', { ...rowOf(CLASS, 'carol'), auth: 3 })).status).toBe(200);
    expect(memberAuth(CLASS, uid('carol'))).toBe(3);
    expect(noticesOf('carol')).toContain(groupNotices.welcomeTitle);
  });

  it('refuses a member who is no admin, and an admin granting their own level', async () => {
    expect(await put('bob', { ...rowOf(CLUB, 'dave'), auth: 4 })).toEqual({
      status: 403,
      msg: messages.noPermissionToOperate,
      data: null,
    });
    expect((await put('alice', { ...rowOf(CLASS, 'bettymoore'), auth: 4 })).status).toBe(403);
    expect(memberAuth(CLASS, uid('bettymoore'))).toBe(3);
  });

  it('lets the owner make and unmake admins, but only root grants level 5', async () => {
    expect((await put('problemadmin', { ...rowOf(CLASS, 'bettymoore'), auth: 4 })).status).toBe(200);
    expect((await put('problemadmin', { ...rowOf(CLASS, 'alice'), auth: 3 })).status).toBe(200);
    expect((await put('problemadmin', { ...rowOf(CLASS, 'bettymoore'), auth: 5 })).status).toBe(403);
    expect((await put('root', { ...rowOf(CLASS, 'bettymoore'), auth: 5 })).status).toBe(200);
    expect([memberAuth(CLASS, uid('alice')), memberAuth(CLASS, uid('bettymoore'))]).toEqual([3, 5]);
  });

  it("never changes the owner's level nor takes a member back to applying", async () => {
    expect(await put('root', { ...rowOf(CLASS, 'problemadmin'), auth: 4 })).toEqual({
      status: 404,
      msg: groupMessages.ownerLevelFixed,
      data: null,
    });
    expect(await put('problemadmin', { ...rowOf(CLASS, 'benny_bogan'), auth: 2 })).toEqual({
      status: 403,
      msg: groupMessages.noDemotion,
      data: null,
    });
  });

  it('updates the row the body names: without its id nothing changes', async () => {
    const { gid, uid: carol } = rowOf(CLASS, 'carol');
    expect(await put('alice', { gid, uid: carol, auth: 3 })).toEqual({
      status: 400,
      msg: groupMessages.updateFailed,
      data: null,
    });
    expect(memberAuth(CLASS, carol)).toBe(1);
  });
});

describe('removing members and leaving', () => {
  const remove = async (username: string, member: string, gid: number) =>
    (
      await call(`/api/group/member?gid=${gid}&uid=${uid(member)}`, {
        token: await loginAs(username),
        method: 'DELETE',
      })
    ).body;

  it('lets an admin remove those below them, and tells the removed member', async () => {
    expect((await remove('alice', 'benny_bogan', CLASS)).status).toBe(200);
    expect(memberAuth(CLASS, uid('benny_bogan'))).toBe(0);
    expect(noticesOf('benny_bogan')).toContain(groupNotices.removeTitle);
  });

  it('never removes oneself or the owner, nor someone at the remover’s level', async () => {
    expect(await remove('alice', 'alice', CLASS)).toEqual({
      status: 404,
      msg: groupMessages.deleteSelf,
      data: null,
    });
    expect(await remove('root', 'problemadmin', CLASS)).toEqual({
      status: 404,
      msg: groupMessages.deleteOwner,
      data: null,
    });
    const betty = groupMembers.get(`${CLASS}:${uid('bettymoore')}`);
    if (betty) groupMembers.update(betty, { auth: 4 });
    expect(await remove('alice', 'bettymoore', CLASS)).toEqual({
      status: 404,
      msg: messages.noPermissionToOperate,
      data: null,
    });
    expect((await remove('bob', 'dave', CLUB)).status).toBe(403);
  });

  it('lets members leave, but not the owner nor an applicant', async () => {
    const exit = async (username: string, gid: number) =>
      (await call(`/api/group/member/exit?gid=${gid}`, { token: await loginAs(username), method: 'DELETE' }))
        .body;
    expect(await exit('admin', TEAM)).toEqual({
      status: 404,
      msg: groupMessages.ownerCannotExit,
      data: null,
    });
    expect(await exit('bob', TEAM)).toEqual({ status: 403, msg: groupMessages.notMemberExit, data: null });
    expect((await exit('alice', TEAM)).status).toBe(200);
    expect(memberAuth(TEAM, uid('alice'))).toBe(0);
  });
});
