import { GroupMemberAuth, type TestcaseUploadResult } from '@generated/model/index';
import { users } from '../store/schema/accounts';
import { unzipSync, strFromU8 } from 'fflate';
import { zip } from '../http/zip';
import { groupMembers } from '../store/schema/groups';
import { installMockServer } from '../jest/installMockServer';
import { loginAs, ORIGIN, type Envelope } from '../jest/requests';
import { problems } from '../store/schema/problems';
import { lyingBombZip, traversalZip } from './fixtures';
import { packageMessages } from './texts';
import { takeUploadedCases } from '../store/schema/uploadedCases';

installMockServer();

async function uploadCases(
  bytes: Uint8Array<ArrayBuffer>,
  token: string,
  query = '',
  fileName = 'cases.zip',
) {
  const form = new FormData();
  form.append('file', new File([bytes], fileName));
  const response = await fetch(`${ORIGIN}/api/file/upload-testcase-zip${query}`, {
    method: 'POST',
    body: form,
    headers: { Authorization: token, 'Url-Type': 'admin' },
  });
  return (await response.json()) as Envelope<TestcaseUploadResult | null>;
}

const download = (path: string, token: string) =>
  fetch(`${ORIGIN}${path}`, { headers: { Authorization: token, 'Url-Type': 'admin' } });

describe('POST /api/file/upload-testcase-zip', () => {
  it('pairs the files in HOJ’s order (shorter names first) and keeps them for the problem save', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    const body = await uploadCases(
      zip([
        { name: '10.in', content: '10\n' },
        { name: '10.out', content: '55\n' },
        { name: '2.in', content: '2\n' },
        { name: '2.ans', content: '1\n' },
        { name: '1.in', content: '1\n' },
        { name: 'input3.txt', content: '3\n' },
        { name: 'output3.txt', content: '2\n' },
        { name: 'readme.md', content: 'how the data was made' },
      ]),
      token,
      '?mode=default',
    );
    expect(body.status).toBe(200);
    expect(body.data?.fileList).toEqual([
      { input: '1.in', output: '1.out' },
      { input: '2.in', output: '2.ans' },
      { input: '10.in', output: '10.out' },
      { input: 'input3.txt', output: 'output3.txt' },
    ]);
    const dir = body.data?.fileListDir ?? '';
    const kept = takeUploadedCases(dir);
    expect(kept?.map((c) => [c.inputName, c.input, c.outputName, c.output])).toEqual([
      ['1.in', '1\n', '1.out', ''],
      ['2.in', '2\n', '2.ans', '1\n'],
      ['10.in', '10\n', '10.out', '55\n'],
      ['input3.txt', '3\n', 'output3.txt', '2\n'],
    ]);
    // Saving the problem moves the folder: a second save cannot reuse it.
    expect(takeUploadedCases(dir)).toBeNull();
  });

  it('reads only the top of the archive, as HOJ does: a zipped folder gives no case', async () => {
    const token = await loginAs('admin', { admin: true });
    const body = await uploadCases(
      zip([
        { name: 'data/1.in', content: '1\n' },
        { name: 'data/1.out', content: '1\n' },
      ]),
      token,
    );
    expect(body.msg).toBe(packageMessages.testcaseNoPairs);
    const mixed = await uploadCases(
      zip([
        { name: '1.in', content: '1\n' },
        { name: 'sub/7.in', content: '7\n' },
        { name: 'sub/7.out', content: '7\n' },
      ]),
      token,
    );
    expect(mixed.data?.fileList).toEqual([{ input: '1.in', output: '1.out' }]);
  });

  it('refuses hostile and useless zips with a clear message', async () => {
    const token = await loginAs('root', { admin: true });
    expect((await uploadCases(traversalZip(), token)).msg).toBe(packageMessages.unsafePath('../evil.txt'));
    expect((await uploadCases(lyingBombZip(), token)).msg).toBe(packageMessages.sizeMismatch('1.in'));
    expect((await uploadCases(zip([{ name: 'a.txt', content: 'x' }]), token)).msg).toBe(
      packageMessages.testcaseNoPairs,
    );
    expect((await uploadCases(zip([]), token)).msg).toBe(packageMessages.testcaseEmpty);
    expect((await uploadCases(zip([]), token, '', 'cases.rar')).msg).toBe(packageMessages.testcaseZipOnly);
  });

  it('lets a group admin upload for the group only', async () => {
    const alice = await loginAs('alice');
    const cases = zip([{ name: '1.in', content: '1\n' }]);
    expect((await uploadCases(cases, alice, '?gid=1')).status).toBe(403);
    const membership = groupMembers.get(`1:${users.one('username', 'alice')?.uid ?? ''}`);
    if (!membership) throw new Error('alice is expected in group 1');
    groupMembers.update(membership, { auth: GroupMemberAuth.ADMIN });
    expect((await uploadCases(cases, alice, '?gid=1')).status).toBe(200);
    expect((await uploadCases(cases, alice)).status).toBe(403);
  });
});

describe('GET /api/file/download-testcase', () => {
  it('zips the problem’s cases under their file names', async () => {
    const token = await loginAs('root', { admin: true });
    const response = await download('/api/file/download-testcase?pid=1001', token);
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment;filename=problem_1001_testcase_\d+\.zip$/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const cases = problems.get(1001)?.cases ?? [];
    expect(Object.keys(files)).toHaveLength(cases.length * 2);
    expect(strFromU8(files['1.in'] ?? new Uint8Array())).not.toBe('');
  });

  it('refuses with HTTP 400 those who may not read the data', async () => {
    // P1001 is root's: a plain admin is neither its author nor a problem admin.
    const admin = await loginAs('admin', { admin: true });
    const author = problems.get(1001)?.author;
    if (author === 'admin') throw new Error('P1001 is expected not to be admin’s');
    const refused = await download('/api/file/download-testcase?pid=1001', admin);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      status: 400,
      msg: packageMessages.noDownloadPermission,
      data: null,
    });
    const missing = await download('/api/file/download-testcase?pid=99999', admin);
    expect((await missing.json()).msg).toBe(packageMessages.problemMissing);
    const remote = problems.find((p) => p.isRemote);
    const root = await loginAs('root', { admin: true });
    const none = await download(`/api/file/download-testcase?pid=${remote?.id ?? 0}`, root);
    expect((await none.json()).msg).toBe(packageMessages.noTestcase);
  });
});

describe('GET /api/file/export-problem', () => {
  it('accepts repeated or comma-separated ids', async () => {
    const root = await loginAs('root', { admin: true });
    for (const query of ['pid=1001&pid=1002', 'pid=1001,1002']) {
      const response = await download(`/api/file/export-problem?${query}`, root);
      const names = Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer())));
      expect(names.filter((name) => name.endsWith('.json')).sort()).toEqual([
        'problem_1001.json',
        'problem_1002.json',
      ]);
    }
  });

  it('refuses an export of nothing', async () => {
    const root = await loginAs('root', { admin: true });
    const response = await download('/api/file/export-problem?pid=99999', root);
    expect(response.status).toBe(400);
    expect((await response.json()).msg).toBe(packageMessages.problemMissing);
  });
});
