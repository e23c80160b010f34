import type {
  ACMContestRankVO,
  AdminContestVO,
  ContestProblemListResult,
  ContestProblemVO,
  ContestVO,
  Judge,
  PageAnnouncementVO,
  PageContest,
  PageContestVO,
} from '@generated/model/index';
import type { Page } from '../http/page';
import { messages } from '../http/messages';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { APLUSB } from '../jest/submit';
import { DAY, SECOND, clock } from '../store/clock';
import { contestAnnouncements, contests } from '../store/schema/contests';
import { contestProblems, problems } from '../store/schema/problems';
import { groupContestMessages as texts } from './contentTexts';
import {
  CLASS,
  TEAM,
  groupContestBody,
  groupProblemBody,
  seededProblem,
  tokenFor,
} from './groupCalls.testing';

installMockServer();

const CONTEST = '/api/group/contest';

function weeklyTest() {
  const contest = contests.find((c) => c.gid === TEAM && c.title === '算法小组周测');
  if (!contest) throw new Error('the weekly test is not seeded');
  return contest;
}

describe('a group’s contest lists', () => {
  it('show members the visible contests, latest start first, and admins every one', async () => {
    const alice = await loginAs('alice');
    const classList = await call<PageContestVO>(`/api/group/get-contest-list?gid=${CLASS}`, { token: alice });
    expect(classList.body.data.records.map((c) => [c.title, c.status])).toEqual([
      ['《程序设计基础》期中上机考试', -1],
    ]);
    const team = await call<PageContestVO>(`/api/group/get-contest-list?gid=${TEAM}`, { token: alice });
    expect(team.body.data.records.map((c) => c.title)).toEqual(['算法小组周测']);
    const outsider = await call(`/api/group/get-contest-list?gid=${TEAM}`, { token: await loginAs('carol') });
    expect(outsider.body).toEqual({ status: 403, msg: messages.noPermissionToOperate, data: null });

    contests.update(weeklyTest(), { visible: false });
    expect(
      (await call<PageContestVO>(`/api/group/get-contest-list?gid=${TEAM}`, { token: alice })).body.data
        .records,
    ).toEqual([]);
    const admin = await call<PageContest>(`/api/group/get-admin-contest-list?gid=${TEAM}`, {
      token: tokenFor('jedediah44'),
    });
    expect(admin.body.data.records.map((c) => [c.title, c.visible, c.isGroup])).toEqual([
      ['算法小组周测', false, true],
    ]);
    expect((await call(`/api/group/get-admin-contest-list?gid=${TEAM}`, { token: alice })).body.status).toBe(
      403,
    );
  });
});

describe('a group’s contest editor', () => {
  it('lets a group admin create a contest, and its creator or a group root change it', async () => {
    const jedediah = tokenFor('jedediah44');
    const start = new Date(clock.nowMs() + DAY);
    const created = await call(CONTEST, { token: jedediah, json: groupContestBody(TEAM, start) });
    expect(created.body).toEqual({ status: 200, msg: 'success', data: null });
    const row = contests.get(contests.lastId);
    expect(row).toMatchObject({ title: '第 5 周随堂测验', gid: TEAM, visible: true });
    // Not on the site's contest list.
    const site = await call<PageContestVO>('/api/get-contest-list?keyword=%E9%9A%8F%E5%A0%82');
    expect(site.body.data.records).toEqual([]);

    const loaded = await call<AdminContestVO>(`${CONTEST}?cid=${row?.id}`, { token: jedediah });
    expect(loaded.body.data).toMatchObject({ title: '第 5 周随堂测验', gid: TEAM, starAccount: [] });
    const edited = await call(CONTEST, {
      method: 'PUT',
      token: await loginAs('admin'),
      json: { ...loaded.body.data, title: '第 5 周随堂测验（改期）' },
    });
    expect(edited.body.status).toBe(200);
    expect(contests.get(row?.id)?.title).toBe('第 5 周随堂测验（改期）');

    // A group admin who neither made the contest nor runs the group.
    const other = await call(`${CONTEST}?cid=${weeklyTest().id}`, { token: jedediah });
    expect(other.body.status).toBe(403);
    const visible = `/api/group/change-contest-visible?cid=${row?.id}&visible=false`;
    expect((await call(visible, { method: 'PUT', token: jedediah })).body.status).toBe(200);
    expect(contests.get(row?.id)?.visible).toBe(false);
    expect((await call(`${CONTEST}?cid=${row?.id}`, { method: 'DELETE', token: jedediah })).body.status).toBe(
      200,
    );
    expect(contests.get(row?.id)).toBeUndefined();
  });

  it('refuses members, a body without a group, a site contest and the contest editor’s bad values', async () => {
    const start = new Date(clock.nowMs() + DAY);
    const member = await call(CONTEST, {
      token: await loginAs('alice'),
      json: groupContestBody(TEAM, start),
    });
    expect(member.body.status).toBe(403);
    const admin = await loginAs('admin');
    const noGroup = await call(CONTEST, { token: admin, json: groupContestBody(TEAM, start, { gid: null }) });
    expect(noGroup.body).toMatchObject({ status: 404, msg: texts.addGidMissing });
    const site = await call(`${CONTEST}?cid=1`, { token: await loginAs('root') });
    expect(site.body).toMatchObject({ status: 403, msg: texts.fetchOutside });
    const reversed = await call(CONTEST, {
      token: admin,
      json: groupContestBody(TEAM, start, { endTime: new Date(start.getTime() - DAY).toISOString() }),
    });
    expect(reversed.body.status).toBe(400);
  });
});

describe('a group contest’s problems and its contestants', () => {
  const rank = async (token: string) =>
    call<Page<ACMContestRankVO>>('/api/get-contest-rank', {
      token,
      json: { cid: weeklyTest().id, currentPage: 1, limit: 100, forceRefresh: false, removeStar: false },
    });

  it('takes a problem made for it; members open the contest, submit to it and see it on the board', async () => {
    const cid = weeklyTest().id;
    const owner = await loginAs('admin');
    const made = await call<{ pid: number }>('/api/group/contest-problem', {
      token: owner,
      json: groupProblemBody(TEAM, { problemId: 'W5D', title: '周测 D：两数之和', author: 'admin' }),
    });
    expect(made.body.status).toBe(200);
    expect(problems.get(made.body.data.pid)).toMatchObject({
      problemId: 'ACM 集训队W5D',
      auth: 3,
      gid: TEAM,
    });
    const attached = await call('/api/group/contest-problem', {
      method: 'PUT',
      token: owner,
      json: { cid, pid: made.body.data.pid, displayId: 'D', displayTitle: '两数之和', color: '#f1c40f' },
    });
    expect(attached.body.status).toBe(200);

    const alice = await loginAs('alice');
    expect((await call<ContestVO>(`/api/get-contest-info?cid=${cid}`, { token: alice })).body.status).toBe(
      200,
    );
    const shown = await call<ContestProblemVO[]>(`/api/get-contest-problem?cid=${cid}`, { token: alice });
    expect(shown.body.data.map((p) => p.displayId)).toEqual(['A', 'B', 'C', 'D']);
    clock.freeze();
    const submitted = await call<Judge>('/api/submit-problem-judge', {
      token: alice,
      json: { pid: 'D', cid, language: 'C++', code: APLUSB, isRemote: false },
    });
    expect(submitted.body.data).toMatchObject({ cid, gid: TEAM, displayPid: 'ACM 集训队W5D' });
    clock.advance(4 * SECOND);
    const board = await rank(alice);
    const row = board.body.data.records.find((r) => r.username === 'alice');
    expect(row?.submissionInfo.D).toMatchObject({ isAC: true });
    // The group's list of problems does not offer a contest-only problem.
    const list = await call<{ records: { problemId: string }[] }>(`/api/group/get-problem-list?gid=${TEAM}`, {
      token: alice,
    });
    expect(list.body.data.records.map((p) => p.problemId)).not.toContain('ACM 集训队W5D');
  });

  it('keeps non-members out of the contest, its problems and its board', async () => {
    const cid = weeklyTest().id;
    for (const username of ['carol', 'bob']) {
      const token = await loginAs(username);
      const info = await call(`/api/get-contest-info?cid=${cid}`, { token });
      expect({ username, status: info.body.status }).toEqual({ username, status: 403 });
      const shown = await call(`/api/get-contest-problem?cid=${cid}`, { token });
      expect({ username, status: shown.body.status }).toEqual({ username, status: 403 });
      expect({ username, status: (await rank(token)).body.status }).toEqual({ username, status: 403 });
    }
  });

  it('lists, labels and removes its problems for the creator and the group’s roots only', async () => {
    const cid = weeklyTest().id;
    const owner = await loginAs('admin');
    const listOf = async (query = '') =>
      (
        await call<ContestProblemListResult>(`/api/group/get-contest-problem-list?cid=${cid}${query}`, {
          token: owner,
        })
      ).body.data;
    expect((await listOf()).problemList.records.map((p) => p.problemId)).toEqual(['P1010', 'P1030', 'P1020']);
    const picker = await listOf('&problemType=0&keyword=P1001');
    expect(picker.problemList.records.map((p) => p.problemId)).toEqual(['P1001']);
    const refused = await call(`/api/group/get-contest-problem-list?cid=${cid}`, {
      token: tokenFor('jedediah44'),
    });
    expect(refused.body.status).toBe(403);

    const fromPublic = await call('/api/group/add-contest-problem-from-public', {
      token: owner,
      json: { cid, pid: 1001, displayId: 'E' },
    });
    expect(fromPublic.body.status).toBe(200);
    const again = await call('/api/group/add-contest-problem-from-public', {
      token: owner,
      json: { cid, pid: 1002, displayId: 'E' },
    });
    expect(again.body).toMatchObject({ status: 400, msg: texts.problemTaken });

    const eightQueens = seededProblem('P1040');
    const fromGroup = await call(
      `/api/group/add-contest-problem-from-group?problemId=P1040&cid=${cid}&displayId=F`,
      {
        token: owner,
        json: {},
      },
    );
    expect(fromGroup.body.status).toBe(200);
    // Contest-only from now on, as the backend makes it.
    expect(problems.get(eightQueens.id)?.auth).toBe(3);
    const label = await call(`/api/group/contest-problem?pid=${eightQueens.id}&cid=${cid}`, { token: owner });
    expect(label.body.data).toMatchObject({ displayId: 'F', displayTitle: '八皇后' });

    const removed = await call(`/api/group/contest-problem?pid=${eightQueens.id}&cid=${cid}`, {
      method: 'DELETE',
      token: owner,
    });
    expect(removed.body.status).toBe(200);
    expect(contestProblems.where('cid', cid).some((cp) => cp.pid === eightQueens.id)).toBe(false);
    const gone = await call(`/api/group/contest-problem?pid=${eightQueens.id}&cid=${cid}`, { token: owner });
    expect(gone.body).toMatchObject({ status: 400, msg: texts.problemFetchGone });
  });
});

describe('a group contest’s announcements', () => {
  it('are published, edited and deleted by the creator; contestants read the visible ones', async () => {
    const cid = weeklyTest().id;
    const owner = await loginAs('admin');
    const path = '/api/group/contest-announcement';
    const admins = async () =>
      (
        await call<PageAnnouncementVO>(`/api/group/get-contest-announcement-list?cid=${cid}`, {
          token: owner,
        })
      ).body.data.records;
    expect((await admins()).map((a) => a.title)).toEqual(['关于 C 题（快速幂）的说明']);

    const blank = await call(path, {
      token: owner,
      json: { cid, announcement: { title: ' ', content: 'x' } },
    });
    expect(blank.body).toMatchObject({ status: 400, msg: messages.blank(texts.announcementTitleItem) });
    const hidden = { title: '延长十分钟', content: '因服务器波动，比赛延长十分钟。', status: 1 };
    expect((await call(path, { token: owner, json: { cid, announcement: hidden } })).body.status).toBe(200);
    const [latest] = await admins();
    expect(latest).toMatchObject({ title: '延长十分钟', status: 1, username: 'admin' });

    const alice = await loginAs('alice');
    const read = async () =>
      (await call<PageAnnouncementVO>(`/api/get-contest-announcement?cid=${cid}`, { token: alice })).body.data
        .records;
    expect((await read()).map((a) => a.title)).toEqual(['关于 C 题（快速幂）的说明']);
    const shown = await call(path, {
      method: 'PUT',
      token: owner,
      json: { cid, announcement: { ...hidden, id: latest?.id, status: 0 } },
    });
    expect(shown.body.status).toBe(200);
    expect((await read()).map((a) => a.title)).toEqual(['延长十分钟', '关于 C 题（快速幂）的说明']);

    const refused = await call(path, { token: tokenFor('jedediah44'), json: { cid, announcement: hidden } });
    expect(refused.body.status).toBe(403);
    const other = contestAnnouncements.find((a) => a.cid !== cid);
    const foreign = await call(`${path}?aid=${other?.id}&cid=${cid}`, { method: 'DELETE', token: owner });
    expect(foreign.body).toMatchObject({ status: 404, msg: texts.announcementGone });
    const deleted = await call(`${path}?aid=${latest?.id}&cid=${cid}`, { method: 'DELETE', token: owner });
    expect(deleted.body.status).toBe(200);
    expect((await admins()).map((a) => a.title)).toEqual(['关于 C 题（快速幂）的说明']);
  });
});
