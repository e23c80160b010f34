import type { AdminContestVO, Contest, ContestVO } from '@generated/model/index';
import { userByUsername } from '@hoj/mocks/store/schema/accounts';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { call, loginAs } from '@hoj/mocks/jest/requests';
import type { Page } from '@hoj/mocks/http/page';
import { messages } from '@hoj/mocks/http/messages';
import { contestProblems } from '@hoj/mocks/store/schema/problems';
import { HOUR } from '@hoj/mocks/store/clock';
import { clock } from '@hoj/mocks/store/clock';
import { contestAnnouncements, contestRegisters, contests } from '@hoj/mocks/store/schema/contests';
import { adminContestMessages as texts } from './texts';

installMockServer();

const iso = (ms: number) => new Date(clock.nowMs() + ms).toISOString();

const uidOf = (username: string) => {
  const user = userByUsername(username);
  if (!user) throw new Error(`the seed has no ${username}`);
  return user.uid;
};

/** What the back office sends for a new contest: a protected OI contest tomorrow, three hours long. */
const newContest = (owner: string, overrides: Partial<AdminContestVO> = {}): AdminContestVO => ({
  title: '秋季选拔赛',
  description: '三小时 OI 赛制。',
  type: 1,
  auth: 2,
  pwd: 'autumn',
  startTime: iso(24 * HOUR),
  endTime: iso(27 * HOUR),
  duration: 3 * 3600,
  sealRank: true,
  sealRankTime: iso(26 * HOUR),
  autoRealRank: true,
  visible: true,
  openPrint: false,
  openRank: false,
  openAccountLimit: false,
  rankShowName: 'nickname',
  oiRankScoreType: 'Highest',
  starAccount: ['bob'],
  awardType: 1,
  awardConfigList: [
    { priority: 2, name: '银奖', background: '#c0c0c0', color: '#ffffff', num: 20 },
    { priority: 1, name: '金奖', background: '#ffd700', color: '#ffffff', num: 10 },
  ],
  allowEndSubmit: false,
  uid: uidOf(owner),
  author: owner,
  ...overrides,
});

async function create(username: string, overrides: Partial<AdminContestVO> = {}) {
  const token = await loginAs(username, { admin: true });
  const { body } = await call('/api/admin/contest', {
    token,
    method: 'POST',
    json: newContest(username, overrides),
  });
  return { token, body };
}

const newest = () => {
  const row = contests.get(contests.lastId);
  if (!row) throw new Error('no contest created');
  return row;
};

describe('creating and editing a contest', () => {
  it('saves the editor body and gives it back parsed, bands by priority', async () => {
    const { token, body } = await create('admin');
    expect(body).toMatchObject({ status: 200 });
    const { body: loaded } = await call<AdminContestVO>(`/api/admin/contest?cid=${newest().id}`, { token });
    expect(loaded.data).toMatchObject({
      title: '秋季选拔赛',
      type: 1,
      auth: 2,
      pwd: 'autumn',
      duration: 3 * 3600,
      author: 'admin',
      starAccount: ['bob'],
      rankShowName: 'nickname',
      oiRankScoreType: 'Highest',
      status: -1,
    });
    expect(loaded.data.awardConfigList?.map((band) => band.name)).toEqual(['金奖', '银奖']);
  });

  it('lists it in the back office with star accounts and bands as JSON text and no password', async () => {
    const { token } = await create('admin', { title: '列表里的比赛' });
    const { body } = await call<Page<Contest>>('/api/admin/contest/get-contest-list?keyword=列表里', {
      token,
    });
    expect(body.data.records).toHaveLength(1);
    const [row] = body.data.records;
    expect(row).toMatchObject({ title: '列表里的比赛', pwd: null, isGroup: false });
    expect(JSON.parse(row?.starAccount ?? '')).toEqual({ star_account: ['bob'] });
    expect(JSON.parse(row?.awardConfig ?? '').config).toHaveLength(2);
  });

  it('refuses what no contest page could use, saving nothing', async () => {
    const before = contests.size;
    const cases: [Partial<AdminContestVO>, string][] = [
      [{ title: '  ' }, texts.titleBlank],
      [{ endTime: iso(23 * HOUR) }, texts.endBeforeStart],
      [{ pwd: '' }, texts.passwordBlank],
      [{ sealRankTime: iso(30 * HOUR) }, texts.sealTimeOutside],
      [
        { openAccountLimit: true, accountLimitRule: '<prefix>t</prefix><start>9</start><end>2</end>' },
        texts.accountRuleInvalid,
      ],
      [
        {
          awardType: 1,
          awardConfigList: [
            { priority: 1, name: '金奖', num: 80 },
            { priority: 2, name: '银奖', num: 30 },
          ],
        },
        texts.awardsOverHundred,
      ],
      [{ awardType: 2, awardConfigList: [] }, texts.awardsEmpty],
    ];
    for (const [overrides, msg] of cases) {
      const { body } = await create('admin', overrides);
      expect(body).toMatchObject({ status: 400, msg });
    }
    expect(contests.size).toBe(before);
  });

  it('keeps the rule type on edit, and drops registrations when the password changes', async () => {
    const { token } = await create('problemadmin');
    const contest = newest();
    contestRegisters.insert({ cid: contest.id, uid: uidOf('alice') });
    contests.update(contest, { count: 1 });
    const { body: loaded } = await call<AdminContestVO>(`/api/admin/contest?cid=${contest.id}`, { token });

    const switched = await call('/api/admin/contest', {
      token,
      method: 'PUT',
      json: { ...loaded.data, type: 0 },
    });
    expect(switched.body).toMatchObject({ status: 400, msg: texts.typeLocked });
    expect(contests.get(contest.id)?.type).toBe(1);

    const edited = await call('/api/admin/contest', {
      token,
      method: 'PUT',
      json: { ...loaded.data, title: '秋季选拔赛（改期）', pwd: 'winter' },
    });
    expect(edited.body).toMatchObject({ status: 200 });
    expect(contests.get(contest.id)).toMatchObject({ title: '秋季选拔赛（改期）', pwd: 'winter', count: 0 });
    expect(contestRegisters.has(`${contest.id}:${uidOf('alice')}`)).toBe(false);
  });

  it('lets only root and the creator load, edit or hide a contest', async () => {
    await create('problemadmin');
    const contest = newest();
    const admin = await loginAs('admin', { admin: true });
    const load = await call(`/api/admin/contest?cid=${contest.id}`, { token: admin });
    expect(load.body).toMatchObject({ status: 403, msg: messages.noPermissionToOperate });
    const hide = await call(
      `/api/admin/contest/change-contest-visible?cid=${contest.id}&uid=${uidOf('admin')}&visible=false`,
      { token: admin, method: 'PUT' },
    );
    expect(hide.body).toMatchObject({ status: 200 });
    // The service trusts the uid it is sent; the mock also checks the stored owner for edits.
    const edit = await call('/api/admin/contest', {
      token: admin,
      method: 'PUT',
      json: newContest('admin', { id: contest.id }),
    });
    expect(edit.body).toMatchObject({ status: 403 });
    const root = await loginAs('root', { admin: true });
    expect((await call(`/api/admin/contest?cid=${contest.id}`, { token: root })).body.status).toBe(200);
  });
});

describe('visibility, cloning and deleting', () => {
  it('hides a contest from the contestants’ list and shows it again', async () => {
    const { token } = await create('admin', { title: '可见性测试赛', auth: 0, pwd: null });
    const contest = newest();
    const listed = async () => {
      const { body } = await call<Page<ContestVO>>('/api/get-contest-list?keyword=可见性测试赛');
      return body.data.records.map((c) => c.id);
    };
    expect(await listed()).toEqual([contest.id]);
    const path = (visible: boolean) =>
      `/api/admin/contest/change-contest-visible?cid=${contest.id}&uid=${contest.uid}&visible=${visible}`;
    await call(path(false), { token, method: 'PUT' });
    expect(await listed()).toEqual([]);
    await call(path(true), { token, method: 'PUT' });
    expect(await listed()).toEqual([contest.id]);
  });

  it('clones the row only, owned by the caller', async () => {
    const token = await loginAs('admin', { admin: true });
    const { body } = await call('/api/admin/contest/clone?cid=2', { token });
    expect(body.status).toBe(200);
    expect(newest()).toMatchObject({
      title: '春季个人赛 第 1 场 [Cloned]',
      source: 2,
      uid: uidOf('admin'),
      count: 0,
    });
    expect(contestProblems.where('cid', newest().id)).toEqual([]);
    const missing = await call(`/api/admin/contest/clone?cid=${contests.lastId + 10}`, { token });
    expect(missing.body).toMatchObject({ status: 500, msg: texts.cloneMissing });
  });

  it('is root’s alone to delete, and takes its problems’ labels and announcements with it', async () => {
    const admin = await loginAs('admin', { admin: true });
    const refused = await call('/api/admin/contest?cid=2', { token: admin, method: 'DELETE' });
    expect(refused.response.status).toBe(403);
    expect(contests.get(2)).toBeDefined();

    const root = await loginAs('root', { admin: true });
    const { body } = await call('/api/admin/contest?cid=2', { token: root, method: 'DELETE' });
    expect(body.status).toBe(200);
    expect(contests.get(2)).toBeUndefined();
    expect(contestProblems.where('cid', 2)).toEqual([]);
    expect(contestAnnouncements.where('cid', 2)).toEqual([]);
  });
});
