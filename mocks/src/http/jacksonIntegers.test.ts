import type { PageProblem, Problem } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { problems } from '../store/schema/problems';
import { messages } from './messages';
import { requestBodySchema, wideIntegerPath } from './jacksonIntegers';

installMockServer();

const PROBLEM = '/api/admin/problem';

async function editProblem(token: string, changes: Record<string, unknown>, dto: object = {}) {
  const current = await call<Problem>(`${PROBLEM}?pid=1001`, { token });
  return call(PROBLEM, {
    token,
    method: 'PUT',
    json: { problem: { ...current.body.data, ...changes }, ...dto },
  });
}

describe('numbers beyond an Integer field (HOJ: Jackson cannot bind the DTO, HTTP 400)', () => {
  it('refuses a time limit of 2147483648 nested in the problem, saves nothing, and the list still loads', async () => {
    const token = await loginAs('root', { admin: true });
    const before = problems.get(1001)?.timeLimit;
    const answer = await editProblem(token, { timeLimit: 2147483648 });
    expect(answer.response.status).toBe(400);
    expect(answer.body).toEqual({ status: 400, msg: messages.badJson, data: null });
    expect(problems.get(1001)?.timeLimit).toBe(before);
    const list = await call<PageProblem>('/api/admin/problem/get-problem-list', { token });
    expect(list.body.status).toBe(200);
  });

  it('refuses a case score beyond 32 bits inside the samples list, also when sent as text', async () => {
    const token = await loginAs('root', { admin: true });
    const samples = [{ input: '1\n', output: '1\n', score: 2147483648, groupNum: null }];
    expect((await editProblem(token, {}, { samples, isUploadTestCase: false })).response.status).toBe(400);
    expect((await editProblem(token, { memoryLimit: '-2147483649' })).response.status).toBe(400);
  });

  it('accepts the largest Integer', async () => {
    const token = await loginAs('root', { admin: true });
    const answer = await editProblem(token, { timeLimit: 2147483647 });
    expect(answer.body.status).toBe(200);
    expect(problems.get(1001)?.timeLimit).toBe(2147483647);
  });
});

describe('wideIntegerPath', () => {
  it('finds int32 fields through $ref, allOf, anyOf and arrays, and ignores Long fields', () => {
    const problem = requestBodySchema('updateAdminProblem');
    expect(problem).toBeDefined();
    expect(wideIntegerPath(problem, { problem: { timeLimit: 2 ** 31 } })).toBe('/problem/timeLimit');
    expect(wideIntegerPath(problem, { problem: { timeLimit: 2 ** 31 - 1, id: 2 ** 40 } })).toBeNull();
    expect(wideIntegerPath(problem, { samples: [{ score: 1 }, { score: -(2 ** 31) - 1 }] })).toBe(
      '/samples/1/score',
    );
    const contest = requestBodySchema('updateAdminContest');
    expect(wideIntegerPath(contest, { awardConfigList: [{ priority: 1, num: 2 ** 31 }] })).toBe(
      '/awardConfigList/0/num',
    );
    expect(wideIntegerPath(contest, { awardConfigList: null })).toBeNull();
  });
});
