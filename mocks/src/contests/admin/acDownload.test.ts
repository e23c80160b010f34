import { unzipSync, strFromU8 } from 'fflate';
import { JudgeStatus } from '@generated/model/index';
import { userByUsername } from '@hoj/mocks/store/schema/accounts';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, send } from '@hoj/mocks/jest/requests';
import { judgedSubmission, submissions } from '@hoj/mocks/store/schema/judge';
import { contestProblems } from '@hoj/mocks/store/schema/problems';
import { MINUTE } from '@hoj/mocks/store/clock';
import { contests } from '@hoj/mocks/store/schema/contests';
import { adminContestMessages as texts } from './texts';

installMockServer();

const CID = 2;

const uidOf = (username: string) => {
  const user = userByUsername(username);
  if (!user) throw new Error(`the seed has no ${username}`);
  return user.uid;
};

/** A fresh contest submission of `username` to the contest's problem labelled `label`. */
function submit(
  username: string,
  label: string,
  status: JudgeStatus,
  minutesIn: number,
  code: string,
  language = 'C++',
) {
  const contest = contests.get(CID);
  const cp = contestProblems.where('cid', CID).find((c) => c.displayId === label);
  if (!contest || !cp) throw new Error(`contest ${CID} has no problem ${label}`);
  submissions.insert({
    ...judgedSubmission({
      submitId: submissions.lastId + 1,
      uid: uidOf(username),
      pid: cp.pid,
      cid: CID,
      status,
      submitTime: new Date(contest.startTime.getTime() + minutesIn * MINUTE),
    }),
    cpid: cp.id,
    displayId: label,
    code,
    language,
  });
}

async function download(token: string, query: string) {
  const response = await send(`/api/file/download-contest-ac-submission?cid=${CID}${query}`, { token });
  if (response.headers.get('Content-Type')?.includes('json')) return { response, files: null };
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return {
    response,
    files: Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)])),
  };
}

beforeEach(() => {
  // Only the submissions this file makes, so the archive's contents are known.
  for (const row of submissions.where('cid', CID)) submissions.delete(row.submitId);
  submit('alice', 'A', JudgeStatus.WRONG_ANSWER, 5, '// first try');
  submit('alice', 'A', JudgeStatus.ACCEPTED, 10, '// alice A v1');
  submit('alice', 'A', JudgeStatus.ACCEPTED, 20, '// alice A v2');
  submit('bob', 'B', JudgeStatus.ACCEPTED, 15, 'print(1)', 'Python3');
  submit('root', 'A', JudgeStatus.ACCEPTED, 1, '// root checks A');
});

describe('GET /api/file/download-contest-ac-submission', () => {
  it('zips the latest accepted program of each user and problem, a folder per user', async () => {
    const { response, files } = await download(await loginAs('root'), '');
    expect(response.headers.get('Content-Disposition')).toMatch(/contest_2_\d+\.zip/);
    expect(files).toEqual({
      'alice/A.cpp': '// alice A v2',
      'bob/B.py': 'print(1)',
      'root/A.cpp': '// root checks A',
    });
  });

  it('splits by problem and leaves the admins out when asked', async () => {
    const { files } = await download(await loginAs('root'), '&excludeAdmin=true&splitType=problem');
    expect(files).toEqual({ 'A/alice.cpp': '// alice A v2', 'B/bob.py': 'print(1)' });
  });

  it('refuses anyone but the contest’s admins, with HTTP 400 and a JSON reason', async () => {
    const { response } = await download(await loginAs('problemadmin'), '');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, msg: texts.downloadForbidden });
  });
});
