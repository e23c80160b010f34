import type { PageProblem, PageProblemVO, Problem, ProblemCase, Tag } from '@generated/model/index';
import { messages } from '../http/messages';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { problems, tags } from '../store/schema/problems';
import { groupProblemMessages as texts } from './contentTexts';
import {
  BANNED,
  CLASS,
  CLUB,
  TEAM,
  groupProblemBody,
  seededProblem,
  tagRow,
  tokenFor,
} from './groupCalls.testing';
import { groupMessages } from './texts';

installMockServer();

const PROBLEM = '/api/group/problem';

const listed = async (path: string, token: string) => {
  const { body } = await call<PageProblemVO | PageProblem>(path, { token });
  return { status: body.status, msg: body.msg, ids: body.data?.records.map((p) => p.problemId) };
};

describe('a group’s problem lists', () => {
  it('show members the group’s public problems by display id, with counts of the group’s submissions', async () => {
    const alice = await loginAs('alice');
    expect(await listed(`/api/group/get-problem-list?gid=${CLASS}`, alice)).toMatchObject({
      status: 200,
      // CS2401C is only for the midterm (contest-only).
      ids: ['CS2401A', 'CS2401B'],
    });
    const team = await call<PageProblemVO>(`/api/group/get-problem-list?gid=${TEAM}`, { token: alice });
    expect(team.body.data.records.map((p) => p.problemId)).toEqual(['P1010', 'P1020', 'P1030', 'P1040']);
    // jedediah44, norris23 and alice solved P1010 in the group (bob too, before he applied).
    expect(team.body.data.records[0]).toMatchObject({ ac: expect.any(Number), total: expect.any(Number) });
    expect(team.body.data.records[0]?.ac).toBeGreaterThanOrEqual(2);
  });

  it('refuse applicants and outsiders, and answer a banned group as missing except to root', async () => {
    for (const username of ['carol', 'dave']) {
      const refused = await listed(`/api/group/get-problem-list?gid=${CLASS}`, await loginAs(username));
      expect(refused).toMatchObject({ status: 403, msg: messages.noPermissionToOperate });
    }
    const banned = await listed(`/api/group/get-problem-list?gid=${BANNED}`, tokenFor('mozelle59'));
    expect(banned).toMatchObject({ status: 404, msg: texts.listMissing });
    expect((await listed(`/api/group/get-problem-list?gid=${BANNED}`, await loginAs('root'))).status).toBe(
      200,
    );
  });

  it('show group admins every problem, newest first, with the editor’s columns only', async () => {
    const alice = await loginAs('alice');
    const { body } = await call<PageProblem>(`/api/group/get-admin-problem-list?gid=${CLASS}`, {
      token: alice,
    });
    expect(body.data.records.map((p) => [p.problemId, p.auth])).toEqual([
      ['CS2401C', 3],
      ['CS2401B', 1],
      ['CS2401A', 1],
    ]);
    expect(body.data.records[0]).toMatchObject({
      author: 'problemadmin',
      gid: CLASS,
      applyPublicProgress: null,
    });
    expect(body.data.records[0]).not.toHaveProperty('description');
    const member = await listed(`/api/group/get-admin-problem-list?gid=${CLASS}`, tokenFor('benny_bogan'));
    expect(member.status).toBe(403);
  });
});

describe('writing a group’s problems', () => {
  it('lets a group admin create one under the group’s prefix, by the problem bank’s rules', async () => {
    const destinee = tokenFor('destinee58');
    const created = await call(PROBLEM, { token: destinee, json: groupProblemBody(CLUB) });
    expect(created.body).toEqual({ status: 200, msg: 'success', data: null });
    const row = seededProblem('PYCLUB03');
    expect(row).toMatchObject({ gid: CLUB, auth: 1, author: 'alice', isUploadCase: false });
    expect(row.cases.map((c) => c.input)).toEqual(['5\n', '1\n']);
    // A tag made by name is the group's own.
    expect(tags.filter((t) => t.name === '列表推导式')).toMatchObject([{ gid: CLUB, oj: 'ME' }]);
    const members = await listed(`/api/group/get-problem-list?gid=${CLUB}`, await loginAs('bob'));
    expect(members.ids).toContain('PYCLUB03');
    // Not on the site's problem list.
    const site = await call<PageProblemVO>('/api/get-problem-list?keyword=PYCLUB03');
    expect(site.body.data.records).toEqual([]);
  });

  it('refuses members, a body without a group, another group’s tag and a display id taken', async () => {
    const bob = await call(PROBLEM, { token: await loginAs('bob'), json: groupProblemBody(CLUB) });
    expect(bob.body).toEqual({ status: 403, msg: messages.noPermissionToOperate, data: null });
    const alice = await loginAs('alice');
    const noGroup = await call(PROBLEM, { token: alice, json: groupProblemBody(CLUB, { gid: null }) });
    expect(noGroup.body).toMatchObject({ status: 403, msg: texts.addGidMissing });
    const foreign = await call(PROBLEM, {
      token: alice,
      json: groupProblemBody(CLUB, {}, { tags: [tagRow('小组周测')] }),
    });
    expect(foreign.body).toMatchObject({ status: 403, msg: messages.noPermissionToOperate });
    const taken = await call(PROBLEM, { token: alice, json: groupProblemBody(CLUB, { problemId: '01' }) });
    expect(taken.body).toMatchObject({ status: 400, msg: '该题目的Problem ID已存在，请更换！' });
    expect(problems.one('problemId', 'PYCLUB03')).toBeUndefined();
  });

  it('checks the group problem validator’s rules first', async () => {
    const alice = await loginAs('alice');
    const cases: [Record<string, unknown>, string][] = [
      [{ problemId: ' ' }, texts.problemIdBlank],
      [{ type: 2 }, texts.typeInvalid],
      [{ judgeCaseMode: 'subtask_lowest' }, texts.acmCaseMode],
      [{ timeLimit: 30_001 }, texts.timeLimit],
      [{ memoryLimit: 2048 }, texts.memoryLimit],
      [{ title: '' }, messages.blank(texts.titleItem)],
    ];
    for (const [fields, msg] of cases) {
      const { body } = await call(PROBLEM, { token: alice, json: groupProblemBody(CLUB, fields) });
      expect({ fields, body }).toEqual({ fields, body: { status: 400, msg, data: null } });
    }
  });

  it('lets the author, a group root or root load, edit and delete; other group admins only their own', async () => {
    const alice = await loginAs('alice');
    const grades = seededProblem('CS2401A');
    const diamond = seededProblem('CS2401B');
    expect((await call(`${PROBLEM}?pid=${grades.id}`, { token: alice })).body.status).toBe(403);
    const own = await call<Problem>(`${PROBLEM}?pid=${diamond.id}`, { token: alice });
    expect(own.body.data).toMatchObject({ problemId: 'CS2401B', isGroup: true, gid: CLASS });
    const owner = await loginAs('problemadmin');
    expect((await call(`${PROBLEM}?pid=${grades.id}`, { token: owner })).body.status).toBe(200);

    const edit = groupProblemBody(CLASS, { id: diamond.id, problemId: 'B', title: '打印空心菱形' });
    expect((await call(PROBLEM, { method: 'PUT', token: alice, json: edit })).body.status).toBe(200);
    expect(problems.get(diamond.id)).toMatchObject({
      problemId: 'CS2401B',
      title: '打印空心菱形',
      gid: CLASS,
    });

    expect((await call(`${PROBLEM}?pid=${grades.id}`, { method: 'DELETE', token: alice })).body.status).toBe(
      403,
    );
    expect((await call(`${PROBLEM}?pid=${grades.id}`, { method: 'DELETE', token: owner })).body.status).toBe(
      200,
    );
    expect(problems.get(grades.id)).toBeUndefined();
    const site = await call(`${PROBLEM}?pid=1001`, { token: await loginAs('root') });
    expect(site.body).toMatchObject({ status: 403, msg: texts.fetchOutside });
  });

  it('hides a problem from members when its auth changes, and refuses an auth no list could show', async () => {
    const alice = await loginAs('alice');
    const diamond = seededProblem('CS2401B');
    const path = `/api/group/change-problem-auth?pid=${diamond.id}`;
    expect((await call(`${path}&auth=2`, { method: 'PUT', token: alice })).body.status).toBe(200);
    expect((await listed(`/api/group/get-problem-list?gid=${CLASS}`, alice)).ids).toEqual(['CS2401A']);
    expect((await call(`${path}&auth=5`, { method: 'PUT', token: alice })).body.status).toBe(400);
  });
});

describe('a group problem’s editor tools', () => {
  it('lists the cases to the author, typed-in data or uploaded file names', async () => {
    const typed = seededProblem('PYCLUB01');
    const { body } = await call<ProblemCase[]>(
      `/api/group/get-problem-cases?pid=${typed.id}&isUpload=false`,
      {
        token: await loginAs('alice'),
      },
    );
    expect(body.data[0]).toMatchObject({ pid: typed.id, input: '7\n3 1 3 2 1 5 3\n', output: '3 1 2 5\n' });
    const files = seededProblem('CS2401C');
    const uploaded = await call<ProblemCase[]>(`/api/group/get-problem-cases?pid=${files.id}`, {
      token: await loginAs('problemadmin'),
    });
    expect(uploaded.body.data.map((c) => c.input)).toEqual([
      '1.in',
      '2.in',
      '3.in',
      '4.in',
      '5.in',
      '6.in',
      '7.in',
      '8.in',
      '9.in',
      '10.in',
    ]);
    expect(uploaded.body.data[0]?.score).toBe(10);
  });

  it('offers the site’s tags and the group’s own to its admins', async () => {
    const names = async (gid: number, token: string) =>
      (await call<Tag[]>(`/api/group/get-all-problem-tags?gid=${gid}`, { token })).body.data.map(
        (t) => t.name,
      );
    expect(await names(TEAM, tokenFor('jedediah44'))).toEqual(
      expect.arrayContaining(['小组周测', '动态规划']),
    );
    expect(await names(CLUB, await loginAs('alice'))).not.toContain('小组周测');
    const member = await call(`/api/group/get-all-problem-tags?gid=${TEAM}`, {
      token: await loginAs('alice'),
    });
    expect(member.body.status).toBe(403);
  });

  it('compiles a special judge for group admins through the judge server', async () => {
    const path = `/api/group/compile-spj?gid=${CLASS}`;
    const json = { code: 'int main() { return 0; }', language: 'C++' };
    const alice = await loginAs('alice');
    expect((await call(path, { token: alice, json })).body).toEqual({
      status: 200,
      msg: '编译成功！',
      data: null,
    });
    const broken = await call(path, { token: alice, json: { ...json, code: 'int main( {' } });
    expect(broken.body.status).toBe(500);
    expect((await call(path, { token: alice, json: { language: 'C++' } })).body.msg).toBe(
      texts.compileParamsEmpty,
    );
    expect((await call(path, { token: tokenFor('benny_bogan'), json })).body.status).toBe(403);
  });
});

describe('a group problem’s way into the public problem set', () => {
  it('goes public once its group root applies and a problem admin accepts; the group keeps listing it', async () => {
    const counting = seededProblem('PYCLUB02');
    const alice = await loginAs('alice');
    const applied = await call(`/api/group/apply-public?pid=${counting.id}&isApplied=true`, {
      method: 'PUT',
      token: alice,
    });
    expect(applied.body.status).toBe(200);
    const examiner = await loginAs('problemadmin', { admin: true });
    const waiting = await call<PageProblem>('/api/admin/group-problem/list?gid=2', { token: examiner });
    expect(waiting.body.data.records.map((p) => [p.problemId, p.applyPublicProgress])).toEqual([
      ['PYCLUB02', 1],
    ]);

    const portal = async () =>
      (await call<PageProblemVO>('/api/get-problem-list?keyword=PYCLUB02')).body.data.records.map(
        (p) => p.title,
      );
    expect(await portal()).toEqual([]);
    const decided = await call('/api/admin/group-problem/change-progress', {
      method: 'PUT',
      token: examiner,
      json: { pid: counting.id, progress: 2 },
    });
    expect(decided.body.status).toBe(200);
    expect(await portal()).toEqual(['单词频率统计']);
    expect((await listed(`/api/group/get-problem-list?gid=${CLUB}`, alice)).ids).toContain('PYCLUB02');
    const admin = await call<Problem>(`${PROBLEM}?pid=${counting.id}`, { token: alice });
    expect(admin.body.data).toMatchObject({ isGroup: false, gid: CLUB, applyPublicProgress: 2 });
  });

  it('is refused to members who neither wrote it nor run the group', async () => {
    const counting = seededProblem('PYCLUB02');
    const other = await call(`/api/group/apply-public?pid=${counting.id}&isApplied=true`, {
      method: 'PUT',
      token: await loginAs('bob'),
    });
    expect(other.body).toEqual({ status: 403, msg: messages.noPermissionToOperate, data: null });
    const gone = await call('/api/group/apply-public?pid=99999&isApplied=true', {
      method: 'PUT',
      token: await loginAs('alice'),
    });
    expect(gone.body).toMatchObject({ status: 404, msg: groupMessages.problemMissing });
  });
});
