import type { Problem, ProblemCase } from '@generated/model/index';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { call, loginAs } from '@hoj/mocks/jest/requests';
import { messages } from '@hoj/mocks/http/messages';
import { keepUploadedCases } from '@hoj/mocks/store/schema/uploadedCases';
import { problems } from '@hoj/mocks/store/schema/problems';
import { newProblemBody } from './testProblemBodies';

installMockServer();

const CASES = '/api/admin/problem/get-problem-cases';

/** What `POST /api/file/upload-testcase-zip` leaves behind: three case pairs, the third without an output. */
function uploadZip(): string {
  return keepUploadedCases([
    { inputName: '1.in', outputName: '1.out', input: '1 2\n', output: '3\n' },
    { inputName: '10.in', outputName: '10.out', input: '100 200\n', output: '300\n' },
    { inputName: '2.in', outputName: '', input: '5 5\n', output: '' },
  ]);
}

const uploadedSamples = [
  { input: '1.in', output: '1.out', score: 20, groupNum: null },
  { input: '10.in', output: '10.out', score: 30, groupNum: null },
  { input: '2.in', output: '', score: 50, groupNum: null },
];

describe('a problem saved with uploaded test data', () => {
  it('keeps the files the samples name, lists them by name, and sums an OI total', async () => {
    const token = await loginAs('root', { admin: true });
    const dir = uploadZip();
    const body = newProblemBody(
      { type: 1 },
      { isUploadTestCase: true, uploadTestcaseDir: dir, samples: uploadedSamples },
    );
    expect((await call('/api/admin/problem', { token, json: body })).body.status).toBe(200);
    const row = problems.one('problemId', 'P2001');
    expect(row).toMatchObject({ isUploadCase: true, ioScore: 100 });
    // An input without an output file is paired with `<stem>.out`, as the backend names it.
    expect(row?.cases.map((c) => [c.input, c.output, c.inputContent, c.outputContent])).toEqual([
      ['1.in', '1.out', '1 2\n', '3\n'],
      ['10.in', '10.out', '100 200\n', '300\n'],
      ['2.in', '2.out', '5 5\n', ''],
    ]);

    // `isUpload` (the default) orders by file name, shortest first.
    const byName = await call<ProblemCase[]>(`${CASES}?pid=${row?.id ?? 0}`, { token });
    expect(byName.body.data.map((c) => [c.input, c.score])).toEqual([
      ['1.in', 20],
      ['2.in', 50],
      ['10.in', 30],
    ]);
    const problem = await call<Problem>(`/api/admin/problem?pid=${row?.id ?? 0}`, { token });
    expect(problem.body.data.isUploadCase).toBe(true);
  });

  it('keeps the files through an edit that only changes the scores', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    const body = newProblemBody(
      { type: 1 },
      { isUploadTestCase: true, uploadTestcaseDir: uploadZip(), samples: uploadedSamples },
    );
    await call('/api/admin/problem', { token, json: body });
    const row = problems.one('problemId', 'P2001');
    const cases = (await call<ProblemCase[]>(`${CASES}?pid=${row?.id ?? 0}&isUpload=false`, { token })).body
      .data;
    const rescored = cases.map((c) => ({ ...c, score: 25 }));
    const current = (await call<Problem>(`/api/admin/problem?pid=${row?.id ?? 0}`, { token })).body.data;
    const edit = await call('/api/admin/problem', {
      token,
      method: 'PUT',
      json: { problem: current, samples: rescored, isUploadTestCase: true },
    });
    expect(edit.body.status).toBe(200);
    expect(row?.ioScore).toBe(75);
    expect(row?.cases.map((c) => c.id)).toEqual(cases.map((c) => c.id));
    expect(row?.cases.map((c) => c.inputContent)).toEqual(['1 2\n', '100 200\n', '5 5\n']);
  });

  it('cannot use one upload twice, and answers an upload without cases with the backend’s crash', async () => {
    const token = await loginAs('root', { admin: true });
    const dir = uploadZip();
    const first = newProblemBody(
      {},
      { isUploadTestCase: true, uploadTestcaseDir: dir, samples: uploadedSamples },
    );
    expect((await call('/api/admin/problem', { token, json: first })).body.status).toBe(200);
    const second = newProblemBody(
      { problemId: 'P2002' },
      { isUploadTestCase: true, uploadTestcaseDir: dir, samples: uploadedSamples },
    );
    expect((await call('/api/admin/problem', { token, json: second })).body.status).toBe(200);
    // The folder was moved into the first problem: the second has the case rows without their files.
    expect(problems.one('problemId', 'P2002')?.cases.every((c) => c.inputContent === undefined)).toBe(true);

    const empty = newProblemBody(
      { problemId: 'P2003' },
      { isUploadTestCase: true, uploadTestcaseDir: uploadZip(), samples: [] },
    );
    const refused = await call('/api/admin/problem', { token, json: empty });
    expect(refused.response.status).toBe(500);
    expect(refused.body).toEqual({ status: 500, msg: messages.serverError, data: null });
  });
});
