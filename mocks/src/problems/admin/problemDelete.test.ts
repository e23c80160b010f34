import { discussions } from '@hoj/mocks/store/schema/discussions';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { call, loginAs } from '@hoj/mocks/jest/requests';
import { submissions } from '@hoj/mocks/store/schema/judge';
import { trainingProblems } from '@hoj/mocks/store/schema/trainings';
import { clock } from '@hoj/mocks/store/clock';
import { contestProblems, problemTags, problems } from '@hoj/mocks/store/schema/problems';
import { adminProblemMessages as texts } from './texts';

installMockServer();

const remove = (pid: number, token?: string) =>
  call(`/api/admin/problem?pid=${pid}`, { token, method: 'DELETE' });

describe('deleting a problem', () => {
  it('is for root and problem admins: an admin and a user get HTTP 403, a visitor HTTP 401', async () => {
    expect((await remove(1003, await loginAs('admin', { admin: true }))).response.status).toBe(403);
    expect((await remove(1003, await loginAs('alice'))).response.status).toBe(403);
    expect((await remove(1003)).response.status).toBe(401);
    expect(problems.get(1003)).toBeDefined();
    const answer = await remove(1003, await loginAs('problemadmin', { admin: true }));
    expect(answer.body).toEqual({ status: 200, msg: 'success', data: null });
    expect(problems.get(1003)).toBeUndefined();
    expect((await remove(1003, await loginAs('root', { admin: true }))).body).toEqual({
      status: 400,
      msg: texts.deleteFailed,
      data: null,
    });
  });

  it('takes along what points at it: tags, contest and training places, submissions, discussions', async () => {
    // A problem that is in a seeded contest and has submissions and tags.
    const pid = contestProblems.all()[0]?.pid ?? 0;
    const problem = problems.get(pid);
    if (!problem) throw new Error('the seed has no contest problem');
    const now = clock.now();
    trainingProblems.insert({
      id: trainingProblems.nextId(),
      tid: 1,
      pid,
      rank: 1,
      displayId: problem.problemId,
      gmtCreate: now,
      gmtModified: now,
    });
    const discussion = discussions.all()[0];
    if (!discussion) throw new Error('the seed has no discussion');
    discussions.update(discussion, { pid: problem.problemId });
    expect(problemTags.count('pid', pid)).toBeGreaterThan(0);
    expect(submissions.count('pid', pid)).toBeGreaterThan(0);

    const answer = await remove(pid, await loginAs('root', { admin: true }));
    expect(answer.body.status).toBe(200);
    expect(problemTags.count('pid', pid)).toBe(0);
    expect(contestProblems.count('pid', pid)).toBe(0);
    expect(trainingProblems.count('pid', pid)).toBe(0);
    expect(submissions.count('pid', pid)).toBe(0);
    expect(discussions.get(discussion.id)).toBeUndefined();
    // The portal no longer knows it.
    const detail = await call(`/api/get-problem-detail?problemId=${problem.problemId}`);
    expect(detail.body.status).toBe(404);
  });
});
