import type { PageProblem, ProblemInfoVO } from '@generated/model/index';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { call, loginAs } from '@hoj/mocks/jest/requests';
import { problems } from '@hoj/mocks/store/schema/problems';
import { adminProblemMessages as texts } from './texts';

installMockServer();

const IMPORT = '/api/admin/problem/import-remote-oj-problem';

describe('importing a remote problem', () => {
  it('stores it as a public remote problem with the judge’s languages and tags', async () => {
    const token = await loginAs('admin', { admin: true });
    const answer = await call(`${IMPORT}?name=CF&problemId=4a`, { token });
    expect(answer.body).toEqual({ status: 200, msg: texts.remoteImported, data: null });
    expect(problems.one('problemId', 'CF-4A')).toMatchObject({
      isRemote: true,
      remoteOj: 'CF',
      author: 'admin',
    });

    const list = await call<PageProblem>('/api/admin/problem/get-problem-list?oj=CF', { token });
    expect(list.body.data.records[0]).toMatchObject({
      problemId: 'CF-4A',
      title: 'Watermelon',
      isRemote: true,
    });
    const detail = await call<ProblemInfoVO>('/api/get-problem-detail?problemId=CF-4A');
    expect(detail.body.data.languages).toContain('GNU G++17 7.3.0');
    expect(detail.body.data.tags.map((t) => [t.name, t.oj])).toEqual([
      ['math', 'CF'],
      ['brute force', 'CF'],
    ]);
    expect(detail.body.data.problem.examples).toBe('<input>8\n</input><output>YES\n</output>');
  });

  it('tags a problem that came without tags with its judge’s name', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    expect((await call(`${IMPORT}?name=HDU&problemId=1001`, { token })).body.status).toBe(200);
    const detail = await call<ProblemInfoVO>('/api/get-problem-detail?problemId=HDU-1001');
    expect(detail.body.data.tags.map((t) => [t.name, t.oj])).toEqual([['HDU', 'HDU']]);
  });

  it('refuses a problem already there, an unknown id and an unknown judge', async () => {
    const token = await loginAs('root', { admin: true });
    const before = problems.size;
    expect((await call(`${IMPORT}?name=HDU&problemId=1000`, { token })).body).toEqual({
      status: 400,
      msg: texts.remoteExists,
      data: null,
    });
    expect((await call(`${IMPORT}?name=POJ&problemId=99999`, { token })).body).toEqual({
      status: 400,
      msg: texts.remoteFetchFailed,
      data: null,
    });
    expect((await call(`${IMPORT}?name=UVA&problemId=100`, { token })).body).toEqual({
      status: 400,
      msg: texts.remoteUnknownJudge,
      data: null,
    });
    expect(problems.size).toBe(before);
  });

  it('is for staff: a user gets HTTP 403', async () => {
    const answer = await call(`${IMPORT}?name=CF&problemId=4A`, { token: await loginAs('alice') });
    expect(answer.response.status).toBe(403);
  });
});
