import {
  JudgeStatus,
  type ChangeAccountVO,
  type UserCalendarHeatmapVO,
  type UserHomeVO,
  type UserInfoVO,
} from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { submissions } from '../store/schema/judge';
import { problems } from '../store/schema/problems';
import { SECOND, clock } from '../store/clock';
import { CHANGE_EMAIL_CODE } from './accountChanges';
import { jacksonDate } from '../http/jackson';
import { signInsOf } from '../store/schema/sessions';
import { userByUsername } from '../store/schema/accounts';
import { profileMessages } from './texts';

const { ACCEPTED } = JudgeStatus;

installMockServer();

function alice() {
  const user = userByUsername('alice');
  if (!user) throw new Error('alice is not seeded');
  return user;
}

describe('user home info', () => {
  it("computes alice's profile from the store: submissions, solved public problems by difficulty", async () => {
    const user = alice();
    const { body } = await call<UserHomeVO>(`/api/get-user-home-info?username=alice`);
    expect(body.status).toBe(200);
    const mine = submissions.filter((s) => s.uid === user.uid);
    expect(body.data.total).toBe(mine.length);
    const solvedIds = new Set(mine.filter((s) => s.status === ACCEPTED && s.cid === 0).map((s) => s.pid));
    const expected = problems.filter((p) => solvedIds.has(p.id) && p.auth === 1 && p.gid === null);
    expect(body.data.solvedList).toEqual(expected.map((p) => p.problemId));
    expect(body.data.solvedList.length).toBeGreaterThan(5);
    const grouped = Object.values(body.data.solvedGroupByDifficulty ?? {}).flat();
    expect(grouped.map((p) => p.problemId).sort()).toEqual([...body.data.solvedList].sort());
    expect(body.data.scoreList).toHaveLength(expected.filter((p) => p.type === 1).length);
    // Her last recorded sign-in (the seed holds one from this morning).
    const [last] = signInsOf(user.uid);
    expect(body.data.recentLoginTime).toBe(jacksonDate(last?.at ?? new Date(0)));
    // A login is recorded: bob's profile now shows it instead of his seeded one from days ago.
    const bobUid = userByUsername('bob')?.uid ?? '';
    const seededBob = signInsOf(bobUid)[0];
    await loginAs('bob');
    const [latest] = signInsOf(bobUid);
    expect(latest).not.toBe(seededBob);
    expect(latest?.ip).toBe('127.0.0.1');
    const bob = await call<UserHomeVO>(`/api/get-user-home-info?username=bob`);
    expect(bob.body.data.recentLoginTime).toBe(jacksonDate(latest?.at ?? new Date(0)));
  });

  it('finds the user by uid first, answers the caller without parameters, and 400 for unknown users', async () => {
    const user = alice();
    const byUid = await call<UserHomeVO>(`/api/get-user-home-info?uid=${user.uid}&username=bob`);
    expect(byUid.body.data.username).toBe('alice');

    const token = await loginAs('alice');
    const own = await call<UserHomeVO>('/api/get-user-home-info', { token });
    expect(own.body.data.username).toBe('alice');
    expect(own.body.data.recentLoginTime).not.toBeNull();

    const anonymous = await call('/api/get-user-home-info');
    expect(anonymous.body).toEqual({ status: 400, msg: profileMessages.whichUser, data: null });
    const unknown = await call('/api/get-user-home-info?username=nobody-here');
    expect(unknown.response.status).toBe(200);
    expect(unknown.body).toEqual({ status: 400, msg: profileMessages.noUser, data: null });
  });

  it('counts submissions per day for the heatmap, over the last year only', async () => {
    const user = alice();
    const { body } = await call<UserCalendarHeatmapVO>(`/api/get-user-calendar-heatmap?uid=${user.uid}`);
    expect(body.data.endDate).toBe(clock.now().toISOString().slice(0, 10));
    const total = body.data.dataList.reduce((sum, day) => sum + day.count, 0);
    expect(total).toBe(submissions.filter((s) => s.uid === user.uid).length);
    const [first] = submissions.filter((s) => s.uid === user.uid);
    if (!first) throw new Error('alice has no submissions');
    first.submitTime = new Date(clock.nowMs() - 400 * 24 * 3600 * SECOND);
    const later = await call<UserCalendarHeatmapVO>(`/api/get-user-calendar-heatmap?username=alice`);
    expect(later.body.data.dataList.reduce((sum, day) => sum + day.count, 0)).toBe(total - 1);
  });
});

describe('changing the password', () => {
  const change = (token: string, json: Record<string, unknown>) =>
    call<ChangeAccountVO>('/api/change-password', { token, json });

  it('changes it with the right current password; the new one logs in', async () => {
    const token = await loginAs('alice');
    const { body } = await change(token, { oldPassword: 'alice123', newPassword: 'alice456' });
    expect(body.data).toEqual({ code: 200, msg: profileMessages.passwordChanged, userInfo: null });
    expect(alice().password).toBe('alice456');
  });

  it('counts wrong current passwords and locks after five', async () => {
    const token = await loginAs('alice');
    for (let i = 1; i <= 4; i += 1) {
      const { body } = await change(token, { oldPassword: 'wrong', newPassword: 'alice456' });
      expect(body.data).toEqual({ code: 400, msg: profileMessages.passwordWrong(i, 5 - i), userInfo: null });
    }
    const fifth = await change(token, { oldPassword: 'wrong', newPassword: 'alice456' });
    expect(fifth.body.data.code).toBe(403);
    const right = await change(token, { oldPassword: 'alice123', newPassword: 'alice456' });
    expect(right.body.data).toEqual({ code: 403, msg: profileMessages.passwordLocked, userInfo: null });
  });

  it('refuses a new password outside 6–20 characters and needs a login', async () => {
    const token = await loginAs('alice');
    const short = await change(token, { oldPassword: 'alice123', newPassword: '12345' });
    expect(short.body).toEqual({ status: 400, msg: profileMessages.newPasswordLength, data: null });
    const anonymous = await call('/api/change-password', { json: { oldPassword: 'a', newPassword: 'b' } });
    expect(anonymous.response.status).toBe(401);
  });
});

describe('changing the e-mail address', () => {
  const NEW_EMAIL = 'alice.new@example.com';

  it(`sends a code (always ${CHANGE_EMAIL_CODE}) and changes the address with it`, async () => {
    const token = await loginAs('alice');
    const sent = await call(`/api/get-change-email-code?email=${NEW_EMAIL}`, { token });
    expect(sent.body).toEqual({ status: 200, msg: profileMessages.emailCodeSent, data: null });
    const tooSoon = await call(`/api/get-change-email-code?email=${NEW_EMAIL}`, { token });
    expect(tooSoon.body.status).toBe(400);
    expect(tooSoon.body.msg).toBe(profileMessages.emailCodeTooSoon(60));

    const wrongCode = await call<ChangeAccountVO>('/api/change-email', {
      token,
      json: { password: 'alice123', newEmail: NEW_EMAIL, code: '000000' },
    });
    expect(wrongCode.body.data).toMatchObject({ code: 400, msg: profileMessages.emailCodeWrong });

    const { body } = await call<ChangeAccountVO>('/api/change-email', {
      token,
      json: { password: 'alice123', newEmail: NEW_EMAIL, code: CHANGE_EMAIL_CODE },
    });
    expect(body.data.code).toBe(200);
    expect(body.data.userInfo?.email).toBe(NEW_EMAIL);
    expect(alice().email).toBe(NEW_EMAIL);
  });

  it('refuses the current address, one taken by someone else, and a malformed one', async () => {
    const token = await loginAs('alice');
    const own = alice().email ?? '';
    const bobs = userByUsername('bob')?.email ?? '';
    const same = await call(`/api/get-change-email-code?email=${encodeURIComponent(own)}`, { token });
    expect(same.body.msg).toBe(profileMessages.emailUnchanged);
    const taken = await call(`/api/get-change-email-code?email=${encodeURIComponent(bobs)}`, { token });
    expect(taken.body.msg).toBe(profileMessages.emailTaken);
    const bad = await call('/api/get-change-email-code?email=not-an-email', { token });
    expect(bad.body.msg).toBe(profileMessages.emailInvalid);
  });
});

describe('changing the profile', () => {
  it('updates the editable fields, ignores the others and answers the refreshed user', async () => {
    const token = await loginAs('alice');
    const { body } = await call<UserInfoVO>('/api/change-userInfo', {
      token,
      json: {
        uid: 'someone-else',
        username: 'mallory',
        titleName: 'Boss',
        nickname: 'Ali',
        realname: 'Alice Liddell',
        gender: 'female',
        school: 'Wonderland U',
        number: '2026001',
        cfUsername: 'alice_cf',
        blog: 'https://alice.example.com',
        github: 'https://github.com/alice',
        signature: '# Hello',
      },
    });
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({
      username: 'alice',
      nickname: 'Ali',
      gender: 'female',
      school: 'Wonderland U',
      cfUsername: 'alice_cf',
      signature: '# Hello',
    });
    expect(alice()).toMatchObject({ username: 'alice', realname: 'Alice Liddell', number: '2026001' });
    expect(alice().titleName).not.toBe('Boss');
  });

  it('refuses a nickname over 20 characters and an unknown gender', async () => {
    const token = await loginAs('alice');
    const long = await call('/api/change-userInfo', { token, json: { nickname: 'x'.repeat(21) } });
    expect(long.body).toEqual({ status: 400, msg: profileMessages.tooLong('昵称', 20), data: null });
    const gender = await call('/api/change-userInfo', { token, json: { gender: 'robot' } });
    expect(gender.body.status).toBe(400);
  });
});
