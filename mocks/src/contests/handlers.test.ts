import type { AnnouncementVO } from '@generated/model/index';
import { userByUsername, users } from '../store/schema/accounts';
import type { Page } from '../http/page';
import { newUserRow } from '../store/rules/newUser';
import { memberAuth } from '../store/schema/groups';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { contestMessages } from './handlers';
import { DEMO_CONTEST_PASSWORD } from './seedContests';
import { contestRegisters, contests } from '../store/schema/contests';

installMockServer();

const uidOf = (username: string) => userByUsername(username)?.uid ?? '';

const visible = () => {
  const contest = contests.find((c) => c.visible && c.gid === null);
  if (!contest) throw new Error('the seed has no visible contest');
  return contest;
};

describe('GET /api/get-contest-info', () => {
  it('answers a visible contest from the store, and refuses an unknown id', async () => {
    const token = await loginAs('alice');
    const contest = visible();
    const { body } = await call(`/api/get-contest-info?cid=${contest.id}`, { token });
    expect(body).toMatchObject({ status: 200, data: { id: contest.id, title: contest.title } });
    const unknown = await call(`/api/get-contest-info?cid=${contests.lastId + 100}`, { token });
    expect(unknown.body).toMatchObject({ status: 400, msg: contestMessages.missing });
  });

  it('answers a hidden contest as missing, to root too (the backend reads it with visible = true)', async () => {
    const contest = visible();
    contests.update(contest, { visible: false });
    for (const username of ['alice', 'root']) {
      const answer = await call(`/api/get-contest-info?cid=${contest.id}`, {
        token: await loginAs(username),
      });
      expect(answer.body).toEqual({ status: 400, msg: '对不起，该比赛不存在!', data: null });
    }
  });

  it('shows a group contest to its members and root only: 对不起，您无权限操作！ for others', async () => {
    const contest = contests.find((c) => c.visible && c.gid !== null);
    if (!contest) throw new Error('the seed has no group contest');
    // The seed's group: admin owns it, alice is a member, bob has only applied.
    expect([
      memberAuth(contest.gid ?? 0, uidOf('alice')),
      memberAuth(contest.gid ?? 0, uidOf('bob')),
    ]).toEqual([3, 1]);
    const outsider = { username: 'bob' };
    const member = { username: 'alice' };
    const refused = await call(`/api/get-contest-info?cid=${contest.id}`, {
      token: await loginAs(outsider.username),
    });
    expect(refused.body).toEqual({ status: 403, msg: '对不起，您无权限操作！', data: null });
    const shown = await call(`/api/get-contest-info?cid=${contest.id}`, {
      token: await loginAs(member.username),
    });
    expect(shown.body).toMatchObject({ status: 200, data: { id: contest.id } });
    const root = await call(`/api/get-contest-info?cid=${contest.id}`, { token: await loginAs('root') });
    expect(root.body.status).toBe(200);
  });
});

describe('GET /api/get-contest-access', () => {
  it('grants access after registration only', async () => {
    const token = await loginAs('alice');
    const contest = visible();
    const before = await call(`/api/get-contest-access?cid=${contest.id}`, { token });
    expect(before.body).toMatchObject({ status: 200, data: { access: false } });
    const alice = userByUsername('alice');
    if (!alice) throw new Error('the seed has no alice');
    contestRegisters.insert({ cid: contest.id, uid: alice.uid });
    const after = await call(`/api/get-contest-access?cid=${contest.id}`, { token });
    expect(after.body).toMatchObject({ status: 200, data: { access: true } });
  });
});

describe('POST /api/register-contest', () => {
  const protectedContest = () => {
    const contest = contests.find((c) => c.visible && c.auth !== 0 && c.gid === null);
    if (!contest) throw new Error('the seed has no private or protected contest');
    return contest;
  };

  it('registers with the right password once, and then grants access', async () => {
    const token = await loginAs('bob');
    const contest = protectedContest();
    const countBefore = contest.count;
    const wrong = await call('/api/register-contest', {
      token,
      method: 'POST',
      json: { cid: contest.id, password: 'guess' },
    });
    expect(wrong.body).toMatchObject({ status: 400, msg: contestMessages.wrongPassword });
    const blank = await call('/api/register-contest', { token, method: 'POST', json: { cid: contest.id } });
    expect(blank.body).toMatchObject({ status: 400, msg: contestMessages.registerBlank });

    const right = await call('/api/register-contest', {
      token,
      method: 'POST',
      json: { cid: contest.id, password: DEMO_CONTEST_PASSWORD },
    });
    expect(right.body).toMatchObject({ status: 200 });
    const access = await call(`/api/get-contest-access?cid=${contest.id}`, { token });
    expect(access.body).toMatchObject({ data: { access: true } });
    expect(contests.get(contest.id)?.count).toBe(countBefore + 1);

    const again = await call('/api/register-contest', {
      token,
      method: 'POST',
      json: { cid: contest.id, password: DEMO_CONTEST_PASSWORD },
    });
    expect(again.body).toMatchObject({ status: 400, msg: contestMessages.alreadyRegistered });
  });

  it('refuses an unknown contest and a visitor', async () => {
    const unknown = await call('/api/register-contest', {
      token: await loginAs('bob'),
      method: 'POST',
      json: { cid: contests.lastId + 100, password: DEMO_CONTEST_PASSWORD },
    });
    expect(unknown.body).toMatchObject({ status: 400, msg: contestMessages.missing });
    const visitor = await call('/api/register-contest', {
      method: 'POST',
      json: { cid: protectedContest().id, password: DEMO_CONTEST_PASSWORD },
    });
    expect(visitor.response.status).toBe(401);
  });
});

/** An account of the given name, logged in: the account rule is about names the demo accounts do not have. */
async function loginNew(username: string): Promise<string> {
  users.insert(newUserRow(username, 'secret123'));
  const { response } = await call('/api/login', { json: { username, password: 'secret123' } });
  return response.headers.get('Authorization') ?? '';
}

const register = (token: string, cid: number, password = DEMO_CONTEST_PASSWORD) =>
  call('/api/register-contest', { token, method: 'POST', json: { cid, password } });

// ContestManager.toRegisterContest checks the account rule after the password (body status 400).
describe('POST /api/register-contest with the account rule on', () => {
  // Contest 4: team1 … team30, and alice and bob.
  const limited = () => contests.get(4);

  it('admits the numbered accounts and the extra ones, and counts them', async () => {
    const before = limited()?.count ?? 0;
    expect((await register(await loginNew('team7'), 4)).body).toMatchObject({ status: 200 });
    expect((await register(await loginAs('alice'), 4)).body).toMatchObject({ status: 200 });
    expect(limited()?.count).toBe(before + 2);
  });

  it('refuses every other name with 对不起！本次比赛只允许特定账号规则的用户参赛！', async () => {
    for (const token of [await loginAs('carol'), await loginNew('team07'), await loginNew('team31')])
      expect((await register(token, 4)).body).toEqual({
        status: 400,
        msg: contestMessages.accountRule,
        data: null,
      });
    expect(contestRegisters.where('cid', 4)).toHaveLength(0);
  });

  it('checks the password before the rule', async () => {
    expect((await register(await loginAs('carol'), 4, 'guess')).body.msg).toBe(contestMessages.wrongPassword);
  });

  it('fails with HTTP 500 on a rule whose numbers cannot be read, as Integer.parseInt does', async () => {
    const row = limited();
    if (row)
      contests.update(row, { accountLimitRule: '<prefix>team</prefix><start>1</start><end>三十</end>' });
    const answer = await register(await loginAs('alice'), 4);
    expect([answer.response.status, answer.body.msg]).toEqual([500, 'Server Error!']);
  });
});

describe('POST /api/register-contest, the other checks', () => {
  it('fails with HTTP 500 for a public contest: it keeps no password to compare', async () => {
    const answer = await register(await loginAs('alice'), 1);
    expect(answer.response.status).toBe(500);
  });

  it('refuses a group contest to those outside the group before the password', async () => {
    const group = contests.find((c) => c.gid !== null && c.visible);
    const answer = await register(await loginAs('bob'), group?.id ?? 0, 'guess');
    expect(answer.body).toEqual({ status: 403, msg: '对不起，您无权限操作！', data: null });
  });
});

// ContestManager.getContestAccess reads the registration only; the client tells admins apart itself.
describe('GET /api/get-contest-access, as the backend answers it', () => {
  const access = async (token: string, cid: number) =>
    (await call<{ access: boolean }>(`/api/get-contest-access?cid=${cid}`, { token })).body;

  it('gives no access to the creator or root without a registration', async () => {
    expect(await access(await loginAs('admin'), 4)).toMatchObject({ data: { access: false } });
    expect(await access(await loginAs('root'), 4)).toMatchObject({ data: { access: false } });
    expect(await access(await loginAs('root'), 9999)).toMatchObject({ data: { access: false } });
  });

  it('takes access back once the account rule no longer admits the registered account', async () => {
    const token = await loginAs('alice');
    await register(token, 4);
    expect(await access(token, 4)).toMatchObject({ data: { access: true } });
    const row = contests.get(4);
    if (row)
      contests.update(row, {
        accountLimitRule:
          '<prefix>team</prefix><suffix></suffix><start>1</start><end>30</end><extra>bob</extra>',
      });
    expect(await access(token, 4)).toMatchObject({ data: { access: false } });
  });

  it('says the contest does not exist when a registered account asks about it once hidden', async () => {
    const token = await loginAs('bob');
    const row = contests.get(8);
    if (row) contests.update(row, { visible: false });
    expect(await access(token, 8)).toEqual({ status: 400, msg: contestMessages.missing, data: null });
  });
});

// ContestValidator.validateContestAuth, as the contest pages' calls (here the announcements) make it.
describe('GET /api/get-contest-announcement', () => {
  const announcements = async (cid: number, username: string) =>
    (
      await call<Page<AnnouncementVO>>(`/api/get-contest-announcement?cid=${cid}`, {
        token: await loginAs(username),
      })
    ).body;

  it('lists a started contest’s visible announcements to contestants, newest first', async () => {
    const { data } = await announcements(2, 'alice');
    expect(data.records.map((a) => a.title)).toEqual(['封榜提醒', 'B 题样例说明更正']);
  });

  it('refuses what the contest pages refuse: unknown, not started, private without registration', async () => {
    expect(await announcements(9999, 'alice')).toMatchObject({ status: 400, msg: '对不起，该比赛不存在！' });
    expect(await announcements(3, 'alice')).toMatchObject({
      status: 403,
      msg: '比赛还未开始，您无权访问该比赛！',
    });
    expect(await announcements(8, 'problemadmin')).toMatchObject({
      status: 403,
      msg: '对不起，请先到比赛首页输入比赛密码进行注册！',
    });
    expect((await announcements(3, 'problemadmin')).status).toBe(200);
    expect((await announcements(8, 'bob')).status).toBe(200);
  });

  it('holds a registered account outside the account rule back, once the rule is on', async () => {
    const row = contests.get(8);
    if (row)
      contests.update(row, {
        openAccountLimit: true,
        accountLimitRule:
          '<prefix>team</prefix><suffix></suffix><start>1</start><end>9</end><extra>alice</extra>',
      });
    expect((await announcements(8, 'alice')).status).toBe(200);
    expect(await announcements(8, 'bob')).toMatchObject({ status: 403, msg: contestMessages.accountRule });
    expect((await announcements(8, 'admin')).status).toBe(200);
  });
});
