import type { TrainingProblemListResult } from '@generated/model/index';
import { integrityViolation } from '../http/failure';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { problems } from '../store/schema/problems';
import { removeProblemFromTrainings } from '../store/rules/trainingCascade';
import { trainingProblems, trainings } from '../store/schema/trainings';
import { trainingMessages } from './texts';

installMockServer();

const LIST = '/api/admin/training/get-problem-list';
const ADD = '/api/admin/training/add-problem-from-public';
const PROBLEM = '/api/admin/training/problem';
const REMOTE = '/api/admin/training/import-remote-oj-problem';

/** `Data structures I`: P1006, P1016, P1013, P1014, P1023 in that order. */
const STRUCTURES = 3;

const pidOf = (problemId: string) => {
  const problem = problems.one('problemId', problemId);
  if (!problem) throw new Error(`no problem ${problemId}`);
  return problem.id;
};

async function listOf(token: string, query: string): Promise<TrainingProblemListResult> {
  return (await call<TrainingProblemListResult>(`${LIST}?${query}`, { token })).body.data;
}

/** The training's labels in training order (the records are the problems, the labels are in the map). */
async function labels(token: string, tid = STRUCTURES): Promise<string[]> {
  const data = await listOf(token, `tid=${tid}&queryExisted=true&limit=50`);
  return data.problemList.records.map((p) => data.trainingProblemMap[String(p.id)]?.displayId ?? '');
}

describe('a training’s problems in the back office', () => {
  it('lists them in training order with their entries, ten a page', async () => {
    const token = await loginAs('admin', { admin: true });
    const data = await listOf(token, `tid=${STRUCTURES}&queryExisted=true`);
    expect(data.problemList.records.map((p) => p.problemId)).toEqual([
      'P1006',
      'P1016',
      'P1013',
      'P1014',
      'P1023',
    ]);
    expect(data.problemList.size).toBe(10);
    expect(data.trainingProblemMap[String(pidOf('P1013'))]).toMatchObject({
      tid: STRUCTURES,
      displayId: 'P1013',
      rank: 3,
    });
  });

  it('offers the public site problems not in the training as candidates, searchable', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    const data = await listOf(token, `tid=${STRUCTURES}&limit=100`);
    const offered = data.problemList.records.map((p) => p.problemId);
    expect(offered).toContain('P1001');
    expect(offered).toContain('HDU-1000');
    for (const taken of ['P1006', 'P1013']) expect(offered).not.toContain(taken);
    // Private (P1005) and group (P1010) problems cannot go into a site training.
    for (const closed of ['P1005', 'P1010']) expect(offered).not.toContain(closed);
    expect(data.trainingProblemMap).toEqual({});
    const found = await listOf(token, `tid=${STRUCTURES}&keyword=Knight`);
    expect(found.problemList.records.map((p) => p.problemId)).toEqual(['P1017']);
  });

  it('adds a public problem under the label given; the problem and the label only once', async () => {
    const token = await loginAs('admin', { admin: true });
    const before = trainings.get(STRUCTURES)?.gmtModified.getTime() ?? 0;
    const added = await call(ADD, {
      token,
      json: { tid: STRUCTURES, pid: pidOf('P1036'), displayId: 'DS-6' },
    });
    expect(added.body).toEqual({ status: 200, msg: 'success', data: null });
    // A new entry has rank 0, so it comes first until it is given a place.
    expect((await labels(token))[0]).toBe('DS-6');
    expect(trainings.get(STRUCTURES)?.gmtModified.getTime()).toBeGreaterThanOrEqual(before);

    const twice = await call(ADD, {
      token,
      json: { tid: STRUCTURES, pid: pidOf('P1036'), displayId: 'DS-7' },
    });
    expect(twice.body).toEqual({ status: 400, msg: trainingMessages.problemTaken, data: null });
    const sameLabel = await call(ADD, {
      token,
      json: { tid: STRUCTURES, pid: pidOf('P1001'), displayId: 'P1006' },
    });
    expect(sameLabel.body.status).toBe(400);
    const noProblem = await call(ADD, { token, json: { tid: STRUCTURES, pid: 99999, displayId: 'X' } });
    expect(noProblem.body).toMatchObject({ status: 500, msg: integrityViolation().message });
  });

  it('moves a problem by its rank and relabels it', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    const data = await listOf(token, `tid=${STRUCTURES}&queryExisted=true`);
    const entry = data.trainingProblemMap[String(pidOf('P1006'))];
    const moved = await call(PROBLEM, {
      token,
      method: 'PUT',
      json: { ...entry, rank: 9, displayId: 'DS-last' },
    });
    expect(moved.body.status).toBe(200);
    expect(await labels(token)).toEqual(['P1016', 'P1013', 'P1014', 'P1023', 'DS-last']);
    const unknown = await call(PROBLEM, { token, method: 'PUT', json: { id: 9999, rank: 1 } });
    expect(unknown.body).toEqual({ status: 400, msg: trainingMessages.problemUpdateFailed, data: null });
  });

  it('removes a problem from the training only', async () => {
    const token = await loginAs('root', { admin: true });
    const pid = pidOf('P1014');
    const removed = await call(`${PROBLEM}?pid=${pid}&tid=${STRUCTURES}`, { token, method: 'DELETE' });
    expect(removed.body.status).toBe(200);
    expect(await labels(token)).not.toContain('P1014');
    expect(problems.has(pid)).toBe(true);
    const again = await call(`${PROBLEM}?pid=${pid}&tid=${STRUCTURES}`, { token, method: 'DELETE' });
    expect(again.body).toEqual({ status: 400, msg: trainingMessages.removeFailed, data: null });
  });

  it('leaves problem edits to root and problem admins: HTTP 403 for an admin', async () => {
    const token = await loginAs('admin', { admin: true });
    const pid = pidOf('P1014');
    expect(
      (await call(`${PROBLEM}?pid=${pid}&tid=${STRUCTURES}`, { token, method: 'DELETE' })).response.status,
    ).toBe(403);
    expect((await call(PROBLEM, { token, method: 'PUT', json: { id: 1, rank: 2 } })).response.status).toBe(
      403,
    );
  });

  it('imports a remote judge’s problem the problem set has, labelled with its own id', async () => {
    const token = await loginAs('admin', { admin: true });
    const imported = await call(`${REMOTE}?name=CF&problemId=189A&tid=${STRUCTURES}`, { token });
    expect(imported.body.status).toBe(200);
    expect(await labels(token)).toContain('CF-189A');
    const twice = await call(`${REMOTE}?name=CF&problemId=189A&tid=${STRUCTURES}`, { token });
    expect(twice.body).toEqual({ status: 400, msg: trainingMessages.remoteTaken, data: null });
    const unknown = await call(`${REMOTE}?name=HDU&problemId=9999&tid=${STRUCTURES}`, { token });
    expect(unknown.body).toEqual({ status: 400, msg: trainingMessages.remoteUnknown, data: null });
  });
});

describe('deleting a problem through the training call', () => {
  it('deletes the problem itself when no training is named', async () => {
    const token = await loginAs('root', { admin: true });
    const pid = pidOf('P1014');
    const deleted = await call(`${PROBLEM}?pid=${pid}`, { token, method: 'DELETE' });
    expect(deleted.body).toEqual({ status: 200, msg: 'success', data: null });
    expect(problems.has(pid)).toBe(false);
    expect(trainingProblems.where('pid', pid)).toEqual([]);
    const again = await call(`${PROBLEM}?pid=${pid}`, { token, method: 'DELETE' });
    expect(again.body).toEqual({ status: 400, msg: trainingMessages.deleteFailed, data: null });
  });
});

describe('removeProblemFromTrainings', () => {
  it('takes a deleted problem out of every training', () => {
    // Knight Moves is in Graph theory I only; A + B in the first beginner set.
    expect(removeProblemFromTrainings(pidOf('P1017'))).toBe(1);
    expect(trainingProblems.where('pid', pidOf('P1017'))).toEqual([]);
    expect(removeProblemFromTrainings(pidOf('P1017'))).toBe(0);
  });
});
