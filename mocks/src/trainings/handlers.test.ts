import {
  GroupMemberAuth,
  JudgeStatus,
  type PageTrainingRankVO,
  type PageTrainingVO,
  type ProblemVO,
  type TrainingVO,
} from '@generated/model/index';
import { userByUsername } from '../store/schema/accounts';
import { ApiFailure } from '../http/failure';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { groupMembers } from '../store/schema/groups';
import { submissions } from '../store/schema/judge';
import { problems } from '../store/schema/problems';
import { trainingFocusList } from './focusList';
import { trainingRank } from './rank';
import { trainings } from '../store/schema/trainings';
import { trainingMessages } from './texts';

installMockServer();

const LIST = '/api/get-training-list';
const BEGINNER = 1;
const STRINGS = 7;
const DRAFT = 8;

const list = async (query = '', token?: string) =>
  (await call<PageTrainingVO>(`${LIST}?${query}`, { token })).body.data;

function account(username: string) {
  const user = userByUsername(username);
  if (!user) throw new Error(`no account ${username}`);
  return user;
}

describe('the portal’s training list', () => {
  it('shows the visible site trainings by rank with category, size and visibility', async () => {
    const page = await list();
    expect(page.size).toBe(20);
    expect(page.records.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(page.records[0]).toMatchObject({
      title: '入门：顺序结构',
      categoryName: '入门',
      categoryColor: '#19be6b',
      problemCount: 5,
      auth: 'Public',
      acCount: 0,
    });
    expect(page.records.find((t) => t.id === STRINGS)?.auth).toBe('Private');
  });

  it('filters by category, visibility and text', async () => {
    expect((await list('categoryId=3')).records.map((t) => t.id)).toEqual([4, 5, 6]);
    expect((await list('auth=Private')).records.map((t) => t.id)).toEqual([STRINGS]);
    expect((await list('keyword=Graph')).records.map((t) => t.title)).toEqual(['Graph theory I']);
  });

  it('counts what a signed-in caller solved in each training', async () => {
    const token = await loginAs('alice');
    const alice = account('alice');
    const solved = new Set(
      submissions
        .where('uid', alice.uid)
        .filter((s) => s.status === JudgeStatus.ACCEPTED && s.cid === 0 && s.gid === null)
        .map((s) => s.pid),
    );
    const records = (await list('', token)).records;
    for (const training of records) {
      const { body } = await call<ProblemVO[]>(`/api/get-training-problem-list?tid=${training.id}`, {
        token,
      });
      if (body.status !== 200) continue;
      expect(training.acCount).toBe(body.data.filter((p) => solved.has(p.pid)).length);
    }
  });
});

describe('a training’s page', () => {
  it('gives the training and its problems under their labels in training order', async () => {
    const token = await loginAs('bob');
    const detail = await call<TrainingVO>(`/api/get-training-detail?tid=${BEGINNER}`, { token });
    expect(detail.body.data).toMatchObject({ id: BEGINNER, problemCount: 5, categoryName: '入门' });
    const problemList = await call<ProblemVO[]>(`/api/get-training-problem-list?tid=${BEGINNER}`, { token });
    expect(problemList.body.data.map((p) => p.problemId)).toEqual([
      'P1001',
      'HDU-1000',
      'POJ-1000',
      'AC-abc100_a',
      'CF-1A',
    ]);
  });

  it('treats a hidden training as unknown, even for root', async () => {
    const token = await loginAs('root');
    const hidden = await call(`/api/get-training-detail?tid=${DRAFT}`, { token });
    expect(hidden.body).toEqual({ status: 400, msg: trainingMessages.missing, data: null });
  });

  it('opens a private training’s problems after registering with its password', async () => {
    const token = await loginAs('bob');
    const problemsOf = () => call<ProblemVO[]>(`/api/get-training-problem-list?tid=${STRINGS}`, { token });
    expect((await problemsOf()).body).toEqual({
      status: 401,
      msg: trainingMessages.registerFirst,
      data: null,
    });
    expect((await call(`/api/get-training-access?tid=${STRINGS}`, { token })).body.data).toEqual({
      access: false,
    });

    const wrong = await call('/api/register-training', { token, json: { tid: STRINGS, password: 'guess' } });
    expect(wrong.body).toEqual({ status: 400, msg: trainingMessages.wrongPassword, data: null });
    const blank = await call('/api/register-training', { token, json: { tid: STRINGS, password: '' } });
    expect(blank.body).toEqual({ status: 400, msg: trainingMessages.registerBlank, data: null });
    const right = await call('/api/register-training', {
      token,
      json: { tid: STRINGS, password: 'hoj-strings' },
    });
    expect(right.body.status).toBe(200);

    expect((await call(`/api/get-training-access?tid=${STRINGS}`, { token })).body.data).toEqual({
      access: true,
    });
    expect((await problemsOf()).body.data.map((p) => p.problemId)).toEqual(['P1002', 'P1022', 'P1039']);
    const twice = await call('/api/register-training', {
      token,
      json: { tid: STRINGS, password: 'hoj-strings' },
    });
    expect(twice.body).toEqual({ status: 400, msg: trainingMessages.alreadyRegistered, data: null });
  });

  it('lets the seeded squad member alice in without registering again', async () => {
    const token = await loginAs('alice');
    const answer = await call<ProblemVO[]>(`/api/get-training-problem-list?tid=${STRINGS}`, { token });
    expect(answer.body.status).toBe(200);
  });
});

describe('the training rank', () => {
  it('ranks by problems solved, then run time, keyed by the training’s labels', async () => {
    const token = await loginAs('bob');
    const { body } = await call<PageTrainingRankVO>(`/api/get-training-rank?tid=${BEGINNER}`, { token });
    expect(body.status).toBe(200);
    const rows = body.data.records;
    expect(rows.length).toBeGreaterThan(0);
    for (let i = 1; i < rows.length; i += 1) {
      const [prev, next] = [rows[i - 1], rows[i]];
      if (!prev || !next) continue;
      expect(prev.ac > next.ac || (prev.ac === next.ac && prev.totalRunTime <= next.totalRunTime)).toBe(true);
    }
    const labels = new Set(['P1001', 'HDU-1000', 'POJ-1000', 'AC-abc100_a', 'CF-1A']);
    for (const row of rows) {
      expect(row.username).not.toBe('root');
      for (const [label, cell] of Object.entries(row.submissionInfo)) {
        expect(labels.has(label)).toBe(true);
        if (cell.isAC) expect(cell.status).toBe(JudgeStatus.ACCEPTED);
      }
      expect(row.ac).toBe(Object.values(row.submissionInfo).filter((cell) => cell.isAC).length);
    }
  });

  it('searches user names, real names and schools in any case, as the backend does', () => {
    const training = trainings.get(BEGINNER);
    if (!training) throw new Error('no beginner training');
    const all = trainingRank(training, undefined);
    const bySchool = trainingRank(training, '暨南');
    expect(bySchool.length).toBeGreaterThan(0);
    expect(bySchool.length).toBeLessThan(all.length);
    expect(bySchool.every((row) => row.school?.includes('暨南'))).toBe(true);
    const first = all[0];
    if (!first) throw new Error('nobody in the rank');
    expect(trainingRank(training, first.username.toUpperCase()).map((row) => row.username)).toContain(
      first.username,
    );
  });

  it('leaves the roots of a group training’s group out, as it leaves out super admins', () => {
    const training = trainings.get(BEGINNER);
    if (!training) throw new Error('no beginner training');
    const ranked = trainingRank(training, undefined).map((row) => row.username);
    const member = ranked[0];
    if (!member) throw new Error('nobody in the rank');
    const uid = account(member).uid;
    // The same training inside group 1, with the first ranked user made a root of that group.
    trainings.update(training, { gid: 1, isGroup: true });
    for (const s of submissions.where('uid', uid)) submissions.update(s, { gid: 1 });
    const row = groupMembers.get(`1:${uid}`);
    const template = groupMembers.where('gid', 1)[0];
    if (row) groupMembers.update(row, { auth: GroupMemberAuth.ROOT });
    else if (template) groupMembers.insert({ ...template, uid, auth: GroupMemberAuth.ROOT });
    else throw new Error('group 1 has no members to copy');
    expect(trainingRank(training, undefined).map((row) => row.username)).not.toContain(member);
  });

  it('counts only the registered users of a private training', () => {
    const training = trainings.get(STRINGS);
    if (!training) throw new Error('no private training');
    const usernames = trainingRank(training, undefined).map((row) => row.username);
    expect(usernames.every((name) => name === 'alice')).toBe(true);
  });
});

describe('trainingFocusList', () => {
  it('lists the training’s problems under their labels with the caller’s results', () => {
    const bob = account('bob');
    const items = trainingFocusList(BEGINNER, bob);
    expect(items.map((item) => item.problemId)).toEqual([
      'P1001',
      'HDU-1000',
      'POJ-1000',
      'AC-abc100_a',
      'CF-1A',
    ]);
    expect(items[0]?.title).toBe(problems.one('problemId', 'P1001')?.title);
  });

  it('refuses a private training to an unregistered caller', () => {
    expect(() => trainingFocusList(STRINGS, account('bob'))).toThrow(ApiFailure);
    expect(() => trainingFocusList(DRAFT, account('root'))).toThrow(trainingMessages.missing);
  });
});
