import { parseExamples } from '@hoj/core/parse/problemExamples';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { APLUSB } from '../jest/submit';
import { contestAnnouncements, contestRegisters, contests } from '../store/schema/contests';
import { groups } from '../store/schema/groups';
import { submissions } from '../store/schema/judge';
import { contestProblems, problems } from '../store/schema/problems';
import { trainingProblems, trainingRegisters, trainings } from '../store/schema/trainings';
import { TEAM } from './groupCalls.testing';

installMockServer();

describe('the groups’ seeded problems, trainings and contests', () => {
  it('give every active group its own problems under its prefix, with statements, samples and cases', () => {
    for (const group of groups.all().filter((g) => g.status === 0)) {
      const own = problems.filter((p) => p.gid === group.id);
      expect({ group: group.id, enough: own.length >= 2 }).toEqual({ group: group.id, enough: true });
      for (const p of own.filter((row) => row.id > 1049)) {
        expect(p.problemId.startsWith((group.shortName ?? '').toUpperCase())).toBe(true);
        expect(parseExamples(p.examples).length).toBeGreaterThan(0);
        expect(p.cases.length).toBeGreaterThan(0);
        expect(p.description.length).toBeGreaterThan(20);
      }
    }
    // The banned group has none.
    expect(problems.filter((p) => p.gid === 7)).toEqual([]);
  });

  it('hold the training team’s private training with registered members, and the class’s homework', () => {
    const [team] = trainings.where('gid', TEAM);
    expect(team).toMatchObject({ auth: 'Private', isGroup: true, status: true });
    expect(trainingProblems.where('tid', team?.id ?? 0)).toHaveLength(4);
    expect(trainingRegisters.where('tid', team?.id ?? 0)).toHaveLength(3);
    expect(trainings.where('gid', 3)).toHaveLength(1);
  });

  it('give the running weekly test an announcement and the class a midterm with a contest-only problem', async () => {
    const weekly = contests.find((c) => c.gid === TEAM);
    expect(contestAnnouncements.where('cid', weekly?.id ?? 0).map((a) => a.status)).toEqual([0]);
    const midterm = contests.find((c) => c.gid === 3);
    expect(midterm).toMatchObject({ type: 1, auth: 0, visible: true });
    const labels = contestProblems.where('cid', midterm?.id ?? 0).map((cp) => problems.get(cp.pid)?.auth);
    expect(labels).toEqual([3, 1]);
    // Nothing in it yet: it has not started.
    expect(submissions.where('cid', midterm?.id ?? 0)).toEqual([]);
    expect(contestRegisters.where('cid', midterm?.id ?? 0)).toEqual([]);
    const home = await call<{ records: { title: string }[] }>('/api/get-contest-list');
    expect(home.body.data.records.map((c) => c.title)).not.toContain(midterm?.title);
  });
});

describe('disbanding a group', () => {
  it('removes its contests with their problems’ labels, announcements and submissions, and keeps the site’s', async () => {
    const weekly = contests.find((c) => c.gid === TEAM);
    const siteContests = contests.filter((c) => c.gid === null).length;
    const alice = await loginAs('alice');
    const submitted = await call('/api/submit-problem-judge', {
      token: alice,
      json: { pid: 'A', cid: weekly?.id, language: 'C++', code: APLUSB, isRemote: false },
    });
    expect(submitted.body.status).toBe(200);
    const { body } = await call(`/api/group?gid=${TEAM}`, {
      method: 'DELETE',
      token: await loginAs('admin'),
    });
    expect(body.status).toBe(200);
    expect(contests.filter((c) => c.gid === TEAM)).toEqual([]);
    expect(contestProblems.where('cid', weekly?.id ?? 0)).toEqual([]);
    expect(contestAnnouncements.where('cid', weekly?.id ?? 0)).toEqual([]);
    expect(submissions.where('cid', weekly?.id ?? 0)).toEqual([]);
    expect(trainings.where('gid', TEAM)).toEqual([]);
    expect(contests.filter((c) => c.gid === null)).toHaveLength(siteContests);
    const info = await call(`/api/get-contest-info?cid=${weekly?.id}`, { token: alice });
    expect(info.body.status).toBe(400);
  });
});
