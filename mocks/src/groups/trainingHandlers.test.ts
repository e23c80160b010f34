import type {
  PageTraining,
  PageTrainingVO,
  TrainingDTO,
  TrainingProblemListResult,
  TrainingVO,
} from '@generated/model/index';
import { messages } from '../http/messages';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { trainingCategories, trainingProblems, trainings } from '../store/schema/trainings';
import { groupTrainingMessages as texts } from './contentTexts';
import { CLASS, TEAM, groupTrainingBody, seededProblem, tokenFor } from './groupCalls.testing';

installMockServer();

const TRAINING = '/api/group/training';

function seededTraining(gid: number) {
  const [training] = trainings.where('gid', gid);
  if (!training) throw new Error(`group ${gid} has no seeded training`);
  return training;
}

describe('a group’s training lists', () => {
  it('show members the visible trainings with their progress, from their practice in the group', async () => {
    const list = async (token: string) =>
      (await call<PageTrainingVO>(`/api/group/get-training-list?gid=${TEAM}`, { token })).body.data.records;
    const [forAlice] = await list(await loginAs('alice'));
    expect(forAlice).toMatchObject({
      title: '集训队专题：动态规划与数论',
      auth: 'Private',
      categoryName: '专题训练',
      problemCount: 4,
      // alice solved P1010 in the group; her P1020 was wrong.
      acCount: 1,
      gid: TEAM,
    });
    expect((await list(tokenFor('jedediah44')))[0]?.acCount).toBe(3);
    const bob = await call(`/api/group/get-training-list?gid=${TEAM}`, { token: await loginAs('bob') });
    expect(bob.body).toEqual({ status: 403, msg: messages.noPermissionToOperate, data: null });
  });

  it('open a registered member’s private group training on the site’s training pages', async () => {
    const training = seededTraining(TEAM);
    const alice = await loginAs('alice');
    const detail = await call<TrainingVO>(`/api/get-training-detail?tid=${training.id}`, { token: alice });
    expect(detail.body.data).toMatchObject({ acCount: 1, problemCount: 4 });
    const problems = await call<{ problemId: string }[]>(
      `/api/get-training-problem-list?tid=${training.id}`,
      {
        token: alice,
      },
    );
    expect(problems.body.data.map((p) => p.problemId)).toEqual(['P1010', 'P1020', 'P1030', 'P1040']);
    // tyree93 is a member who has not registered with the password.
    const unregistered = await call(`/api/get-training-problem-list?tid=${training.id}`, {
      token: tokenFor('tyree93'),
    });
    expect(unregistered.body.status).toBe(401);
  });

  it('show group admins every training, hidden ones too, with the password', async () => {
    const hidden = seededTraining(CLASS);
    trainings.update(hidden, { status: false });
    const alice = await loginAs('alice');
    const admin = await call<PageTraining>(`/api/group/get-admin-training-list?gid=${TEAM}`, {
      token: tokenFor('jedediah44'),
    });
    expect(admin.body.data.records[0]).toMatchObject({ privatePwd: 'acm-dp25', isGroup: true });
    const members = await call<PageTrainingVO>(`/api/group/get-training-list?gid=${CLASS}`, { token: alice });
    expect(members.body.data.records).toEqual([]);
    const classAdmin = await call<PageTraining>(`/api/group/get-admin-training-list?gid=${CLASS}`, {
      token: alice,
    });
    expect(classAdmin.body.data.records.map((t) => t.status)).toEqual([false]);
  });
});

describe('writing a group’s trainings', () => {
  it('lets a group admin create one in a category made in the group', async () => {
    const alice = await loginAs('alice');
    const created = await call(TRAINING, { token: alice, json: groupTrainingBody(CLASS) });
    expect(created.body).toEqual({ status: 200, msg: 'success', data: null });
    const row = trainings.get(trainings.lastId);
    expect(row).toMatchObject({ title: '第 4 周上机作业：数组', gid: CLASS, isGroup: true, author: 'alice' });
    expect(trainingCategories.filter((c) => c.name === '周末加练')).toMatchObject([{ gid: CLASS }]);
    // Not a site training.
    const site = await call<PageTrainingVO>('/api/get-training-list?keyword=%E6%95%B0%E7%BB%84');
    expect(site.body.data.records).toEqual([]);
  });

  it('refuses members, a body without a group and another group’s category', async () => {
    const member = await call(TRAINING, { token: tokenFor('benny_bogan'), json: groupTrainingBody(CLASS) });
    expect(member.body.status).toBe(403);
    const alice = await loginAs('alice');
    const noGroup = await call(TRAINING, { token: alice, json: groupTrainingBody(CLASS, { gid: null }) });
    expect(noGroup.body).toMatchObject({ status: 403, msg: texts.addGidMissing });
    const teamCategory = trainingCategories.find((c) => c.gid === TEAM);
    const foreign = await call(TRAINING, {
      token: alice,
      json: groupTrainingBody(CLASS, {}, { id: teamCategory?.id, name: teamCategory?.name }),
    });
    expect(foreign.body).toMatchObject({ status: 403, msg: messages.noPermissionToOperate });
  });

  it('lets its author or a group root load, edit, hide and delete it; other group admins not', async () => {
    const training = seededTraining(TEAM);
    const jedediah = tokenFor('jedediah44');
    expect((await call(`${TRAINING}?tid=${training.id}`, { token: jedediah })).body.status).toBe(403);
    const admin = await loginAs('admin');
    const loaded = await call<TrainingDTO>(`${TRAINING}?tid=${training.id}`, { token: admin });
    expect(loaded.body.data).toMatchObject({
      training: { privatePwd: 'acm-dp25' },
      trainingCategory: { name: '专题训练', gid: TEAM },
    });
    const edit = { ...loaded.body.data.training, privatePwd: 'acm-dp26' };
    const saved = await call(TRAINING, {
      method: 'PUT',
      token: admin,
      json: { training: edit, trainingCategory: loaded.body.data.trainingCategory },
    });
    expect(saved.body.status).toBe(200);
    // A new password: everybody registers again.
    const again = await call(`/api/get-training-problem-list?tid=${training.id}`, {
      token: await loginAs('alice'),
    });
    expect(again.body.status).toBe(401);

    const status = `/api/group/change-training-status?tid=${training.id}&status=false`;
    expect((await call(status, { method: 'PUT', token: admin })).body.status).toBe(200);
    expect(trainings.get(training.id)?.status).toBe(false);
    expect(
      (await call(`${TRAINING}?tid=${training.id}`, { method: 'DELETE', token: admin })).body.status,
    ).toBe(200);
    expect(trainingProblems.where('tid', training.id)).toEqual([]);
    const site = await call(`${TRAINING}?tid=1`, { token: await loginAs('root') });
    expect(site.body).toMatchObject({ status: 403, msg: texts.fetchOutside });
  });
});

describe('a group training’s problems', () => {
  const listOf = async (tid: number, token: string, query = '') =>
    (
      await call<TrainingProblemListResult>(`/api/group/get-training-problem-list?tid=${tid}${query}`, {
        token,
      })
    ).body.data;

  it('are listed in training order by default, and the picker offers public site problems', async () => {
    const training = seededTraining(CLASS);
    const owner = await loginAs('problemadmin');
    const existing = await listOf(training.id, owner);
    expect(existing.problemList.records.map((p) => p.problemId)).toEqual(['CS2401A', 'CS2401B']);
    expect(Object.values(existing.trainingProblemMap).map((tp) => tp.displayId)).toEqual([
      'CS2401A',
      'CS2401B',
    ]);
    const picker = await listOf(training.id, owner, '&queryExisted=false&keyword=P1001');
    expect(picker.problemList.records.map((p) => p.problemId)).toEqual(['P1001']);
    const refused = await call(`/api/group/get-training-problem-list?tid=${training.id}`, {
      token: await loginAs('alice'),
    });
    expect(refused.body.status).toBe(403);
  });

  it('come from the public set or the group, once each; labels and places change; they can leave', async () => {
    const training = seededTraining(CLASS);
    const owner = await loginAs('problemadmin');
    const fromPublic = (pid: number, displayId: string) =>
      call('/api/group/add-training-problem-from-public', {
        token: owner,
        json: { pid, tid: training.id, displayId },
      });
    expect((await fromPublic(1001, 'A+B')).body.status).toBe(200);
    expect((await fromPublic(1001, 'again')).body).toMatchObject({ status: 400, msg: texts.problemTaken });
    // Private site problems and other groups' problems are not public ones.
    expect((await fromPublic(1005, 'X')).body).toMatchObject({
      status: 404,
      msg: texts.publicProblemMissing,
    });
    expect((await fromPublic(seededProblem('PYCLUB01').id, 'Y')).body.status).toBe(404);

    const fromGroup = (problemId: string) =>
      call(`/api/group/add-training-problem-from-group?problemId=${problemId}&tid=${training.id}`, {
        token: owner,
        json: {},
      });
    expect((await fromGroup('cs2401c')).body.status).toBe(200);
    expect((await fromGroup('P1010')).body).toMatchObject({ status: 404, msg: texts.groupProblemMissing });

    const entry = trainingProblems.where('tid', training.id).find((tp) => tp.pid === 1001);
    const moved = await call('/api/group/training-problem', {
      method: 'PUT',
      token: owner,
      json: { id: entry?.id, tid: training.id, rank: 9, displayId: 'A + B' },
    });
    expect(moved.body.status).toBe(200);
    expect(trainingProblems.get(entry?.id)).toMatchObject({ rank: 9, displayId: 'A + B' });
    const team = seededTraining(TEAM);
    const elsewhere = trainingProblems.where('tid', team.id)[0];
    const foreign = await call('/api/group/training-problem', {
      method: 'PUT',
      token: owner,
      json: { id: elsewhere?.id, tid: training.id, rank: 1 },
    });
    expect(foreign.body.status).toBe(400);

    const leave = `/api/group/training-problem?pid=1001&tid=${training.id}`;
    expect((await call(leave, { method: 'DELETE', token: owner })).body.status).toBe(200);
    expect((await call(leave, { method: 'DELETE', token: owner })).body).toMatchObject({
      status: 400,
      msg: texts.removeFailed,
    });
  });
});
