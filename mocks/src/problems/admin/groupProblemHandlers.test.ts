import type { PageProblem, PageProblemVO, Problem } from '@generated/model/index';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { call, loginAs } from '@hoj/mocks/jest/requests';
import { adminProblemMessages as texts } from './texts';

installMockServer();

const LIST = '/api/admin/group-problem/list';
const PROGRESS = '/api/admin/group-problem/change-progress';

async function applications(token: string, query = ''): Promise<Problem[]> {
  const { body } = await call<PageProblem>(`${LIST}${query}`, { token });
  expect(body.status).toBe(200);
  return body.data.records;
}

const decide = (token: string, pid: number | null, progress: number | null) =>
  call(PROGRESS, { token, method: 'PUT', json: { pid, progress } });

const onPortal = async (keyword: string) =>
  (await call<PageProblemVO>(`/api/get-problem-list?keyword=${keyword}`)).body.data.records.map(
    (p) => p.problemId,
  );

describe('the examination of group problems', () => {
  it('lists the seeded requests, the waiting ones first, with the group they come from', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    const rows = await applications(token);
    expect(rows.map((p) => [p.problemId, p.applyPublicProgress, p.gid])).toEqual([
      ['P1010', 1, 1],
      ['P1020', 1, 1],
      ['P1030', 1, 1],
      ['P1040', 3, 1],
    ]);
    expect(rows[1]).toMatchObject({ title: '快速幂', author: 'admin', type: 1 });
    expect(
      (await applications(token, '?keyword=%E5%85%AB%E7%9A%87%E5%90%8E')).map((p) => p.problemId),
    ).toEqual(['P1040']);
    expect(await applications(token, '?gid=2')).toEqual([]);
  });

  it('accepting makes the problem public; it stays on the list, marked accepted', async () => {
    const token = await loginAs('root', { admin: true });
    expect(await onPortal('P1020')).toEqual([]);
    expect((await decide(token, 1020, 2)).body).toEqual({ status: 200, msg: 'success', data: null });
    expect(await onPortal('P1020')).toEqual(['P1020']);
    const admin = await call<Problem>('/api/admin/problem?pid=1020', { token });
    expect(admin.body.data).toMatchObject({ isGroup: false, gid: 1, applyPublicProgress: 2 });
    expect((await applications(token)).map((p) => [p.problemId, p.applyPublicProgress])).toEqual([
      ['P1010', 1],
      ['P1030', 1],
      ['P1020', 2],
      ['P1040', 3],
    ]);
  });

  it('refusing keeps the problem in its group', async () => {
    const token = await loginAs('root', { admin: true });
    expect((await decide(token, 1010, 3)).body.status).toBe(200);
    expect(await onPortal('P1010')).toEqual([]);
    const rows = await applications(token);
    expect(rows.find((p) => p.problemId === 'P1010')).toMatchObject({ applyPublicProgress: 3, gid: 1 });
  });

  it('answers missing fields, unknown problems and other progress values as the backend does', async () => {
    const token = await loginAs('root', { admin: true });
    expect((await decide(token, null, 2)).body).toEqual({
      status: 400,
      msg: texts.progressParamsMissing,
      data: null,
    });
    expect((await decide(token, 9999, 2)).body).toEqual({
      status: 400,
      msg: texts.progressProblemMissing,
      data: null,
    });
    expect((await decide(token, 1010, 4)).body).toEqual({
      status: 400,
      msg: texts.progressInvalid,
      data: null,
    });
  });

  it('is for root and problem admins: an admin gets HTTP 403', async () => {
    const admin = await loginAs('admin', { admin: true });
    expect((await call(LIST, { token: admin })).response.status).toBe(403);
    expect((await decide(admin, 1010, 2)).response.status).toBe(403);
  });
});
