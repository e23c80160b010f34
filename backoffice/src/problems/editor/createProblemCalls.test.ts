import { http, HttpResponse } from 'msw';
import {
  getAdminContestProblemList,
  setAdminContestProblem,
} from '@generated/api/admin-contest/admin-contest';
import { getAdminProblem, getAdminProblemList } from '@generated/api/admin-problem/admin-problem';
import { ProblemType } from '@generated/model/index';
import { newProblemForm } from '@hoj/core/editor/problemForm';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { createContestProblem, createProblem, newCreateProgress } from './createProblemCalls';

const server = installMockServer();

afterEach(resetBrowserState);

/** Contest 1 (新生入门赛) is an OI contest; it starts with no problem labelled Z. */
const OI_CONTEST = 1;

const form = (problemId: string, title = 'Rope Bridge') =>
  newProblemForm({
    problemId,
    title,
    author: 'root',
    input: 'n',
    output: 'the time',
    isUploadCase: false,
    cases: [{ input: '3', output: '7', score: null, groupNum: null }],
    languages: ['C'],
    contestDisplayId: 'Z',
    contestDisplayTitle: '吊桥',
  });

/** The next call of `method path` fails as a crashed server answers (HTTP 500); later calls reach the mock. */
function failOnce(method: 'get' | 'put', path: string) {
  server.use(
    http[method](
      `*${path}`,
      () => HttpResponse.json({ status: 500, msg: '服务器异常，请稍后再试', data: null }, { status: 500 }),
      { once: true },
    ),
  );
}

async function problemsNamed(problemId: string) {
  const page = await getAdminProblemList({ keyword: problemId, currentPage: 1, limit: 10 });
  return page.records.filter((row) => row.problemId === problemId);
}

async function linksOf(cid: number, problemId: string) {
  const { problemList, contestProblemMap } = await getAdminContestProblemList({
    cid,
    currentPage: 1,
    limit: 100,
  });
  const row = problemList.records.find((problem) => problem.problemId === problemId);
  return row?.id === undefined ? [] : [contestProblemMap[String(row.id)]];
}

describe('a contest-only problem made in two calls (add, then attach)', () => {
  beforeEach(() => loginAs('root'));

  it('resumes with the attach when it failed: one problem, in the contest, no "Problem ID exists"', async () => {
    const progress = newCreateProgress();
    failOnce('put', '/api/admin/contest/contest-problem');
    await expect(
      createContestProblem(form('CZ100'), { cid: OI_CONTEST, type: ProblemType.OI }, progress),
    ).rejects.toThrow();
    // The first call stored the problem; it is not in the contest yet.
    expect(await problemsNamed('CZ100')).toHaveLength(1);
    expect(await linksOf(OI_CONTEST, 'CZ100')).toEqual([]);

    const created = await createContestProblem(
      form('CZ100'),
      { cid: OI_CONTEST, type: ProblemType.OI },
      progress,
    );
    expect(await problemsNamed('CZ100')).toHaveLength(1);
    expect(await linksOf(OI_CONTEST, 'CZ100')).toEqual([
      expect.objectContaining({ displayId: 'Z', displayTitle: '吊桥', pid: created.id }),
    ]);
  });

  it('sends nothing but the add and the attach when both succeed (the form as sent is what is stored)', async () => {
    const seen: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    server.events.on('request:start', listener);
    await createContestProblem(
      { ...form('CZ103'), problemId: ' CZ103 ' },
      { cid: OI_CONTEST, type: ProblemType.OI },
    );
    server.events.removeListener('request:start', listener);
    expect(seen.filter((call) => !call.startsWith('GET '))).toEqual([
      'POST /api/admin/contest/problem',
      'PUT /api/admin/contest/contest-problem',
    ]);
  });

  it('stores the edits made between the attempts, and takes the contest’s rule whatever the form says', async () => {
    const progress = newCreateProgress();
    failOnce('put', '/api/admin/contest/contest-problem');
    const acm = { ...form('CZ101'), type: ProblemType.ACM };
    await expect(
      createContestProblem(acm, { cid: OI_CONTEST, type: ProblemType.OI }, progress),
    ).rejects.toThrow();
    const created = await createContestProblem(
      { ...acm, title: 'Rope Bridge, revised' },
      { cid: OI_CONTEST, type: ProblemType.OI },
      progress,
    );
    expect(await getAdminProblem({ pid: created.id as number })).toMatchObject({
      title: 'Rope Bridge, revised',
      type: ProblemType.OI,
      auth: 3,
    });
  });

  it('does not link the problem twice when the attach reached the server but its answer was lost', async () => {
    const progress = newCreateProgress();
    failOnce('put', '/api/admin/contest/contest-problem');
    await expect(
      createContestProblem(form('CZ102'), { cid: OI_CONTEST, type: ProblemType.OI }, progress),
    ).rejects.toThrow();
    // What the lost answer had done on the server.
    await setAdminContestProblem({ cid: OI_CONTEST, pid: progress.pid as number, displayId: 'Z' });

    await createContestProblem(form('CZ102'), { cid: OI_CONTEST, type: ProblemType.OI }, progress);
    expect(await linksOf(OI_CONTEST, 'CZ102')).toEqual([
      expect.objectContaining({ displayId: 'Z', displayTitle: '吊桥' }),
    ]);
  });
});

describe('a bank problem made in two calls (add, then look up its pid)', () => {
  beforeEach(() => loginAs('root'));

  it('resumes with the look-up when it failed, and never adds a second problem', async () => {
    const progress = newCreateProgress();
    failOnce('get', '/api/admin/problem/get-problem-list');
    await expect(createProblem(form('BZ200'), progress)).rejects.toThrow();
    expect(await problemsNamed('BZ200')).toHaveLength(1);

    const created = await createProblem(form('BZ200'), progress);
    expect(created.id).toBe((await problemsNamed('BZ200'))[0]?.id);
    expect(await problemsNamed('BZ200')).toHaveLength(1);
  });
});
