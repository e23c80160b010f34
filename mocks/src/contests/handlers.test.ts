import { userByUsername } from '../store/schema/accounts';
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
