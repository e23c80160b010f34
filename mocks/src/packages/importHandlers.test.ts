import type { Problem } from '@generated/model/index';
import { publicFiles } from '../store/schema/files';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs, ORIGIN, type Envelope } from '../jest/requests';
import { messages } from '../http/messages';
import { problems, problemTags, tags } from '../store/schema/problems';
import { resetDb } from '../registry';
import {
  HYDRO_FIGURE,
  HYDRO_NOTE,
  fpsItemsPackage,
  fpsPackage,
  hojPackage,
  hydroPackage,
  lyingBombZip,
  qduojIncompletePackage,
  qduojPackage,
  traversalZip,
  truncatedZip,
} from './fixtures';
import { packageMessages } from './texts';

installMockServer();

/** A multipart upload the way the back office sends it: the file under `file`, the raw token. */
async function upload(path: string, bytes: Uint8Array<ArrayBuffer>, fileName: string, token?: string) {
  const form = new FormData();
  form.append('file', new File([bytes], fileName));
  const headers = new Headers({ 'Url-Type': 'general' });
  if (token) headers.set('Authorization', token);
  const response = await fetch(`${ORIGIN}${path}`, { method: 'POST', body: form, headers });
  return { response, body: (await response.json()) as Envelope<null> };
}

const byTitle = (title: string) => problems.find((p) => p.title === title);
const tagNames = (pid: number) => problemTags.where('pid', pid).map((link) => tags.get(link.tid)?.name);

describe('problem imports', () => {
  it('import an FPS file as public problems with fresh display ids, stored images and cases', async () => {
    const root = await loginAs('root', { admin: true });
    const before = problems.size;
    const { body } = await upload('/api/file/import-fps-problem', fpsPackage(), 'geometry.xml', root);
    expect(body).toEqual({ status: 200, msg: 'success', data: null });
    expect(problems.size).toBe(before + 2);

    const circle = byTitle('Area of a Circle');
    expect(circle).toMatchObject({
      problemId: `P${circle?.id ?? 0}`,
      auth: 1,
      author: 'root',
      timeLimit: 1500,
      memoryLimit: 98,
      judgeMode: 'spj',
      spjLanguage: 'C',
      isUploadCase: true,
    });
    expect(circle?.cases.map((c) => [c.input, c.output, c.outputContent])).toEqual([
      ['1.in', '1.out', '3.1415926536\n'],
      ['2.in', '2.out', '314159265.3589793\n'],
      ['3.in', '3.out', '0.0000031416\n'],
    ]);
    const image = /src="\/api\/public\/img\/([^"]+)"/.exec(circle?.description ?? '')?.[1] ?? '';
    expect(publicFiles.get(image)?.contentType).toBe('image/png');
    const served = await fetch(`${ORIGIN}/api/public/img/${image}`);
    expect(served.status).toBe(200);

    // The back office reads the new problem like any other.
    const detail = await call<Problem>(`/api/admin/problem?pid=${circle?.id ?? 0}`, { token: root });
    expect(detail.body.data).toMatchObject({ title: 'Area of a Circle', spjLanguage: 'C' });
  });

  it('import a QDUOJ zip keeping display ids and finding or creating tags', async () => {
    const root = await loginAs('root', { admin: true });
    const { body } = await upload('/api/file/import-qdoj-problem', qduojPackage(), 'qduoj.zip', root);
    expect(body.status).toBe(200);
    const sums = problems.one('problemId', 'QD101');
    expect(sums).toMatchObject({ title: 'Range Sum Queries', type: 1, ioScore: 100 });
    expect(sums?.cases.map((c) => c.score)).toEqual([20, 30, 50]);
    expect(tagNames(sums?.id ?? 0).sort()).toEqual(['Prefix Sums', '前缀和'].sort());
    // 前缀和 is a seeded tag: found again, not duplicated.
    expect(tags.filter((t) => t.name === '前缀和' && t.oj === 'ME')).toHaveLength(1);
    expect(problems.one('problemId', 'QD102')).toMatchObject({ judgeMode: 'spj', spjLanguage: 'C++' });
  });

  it('import a Hydro zip with its subtasks', async () => {
    const root = await loginAs('root', { admin: true });
    const { body } = await upload('/api/file/import-hydro-problem', hydroPackage(), 'hydro.zip', root);
    expect(body.status).toBe(200);
    expect(problems.one('problemId', 'HY1')).toMatchObject({
      title: '树的直径',
      judgeCaseMode: 'subtask_lowest',
      ioScore: 100,
      timeLimit: 1000,
      memoryLimit: 256,
    });
    expect(byTitle('Running Median')?.cases).toHaveLength(3);
  });

  it('import a Hydro problem’s additional_file/: its picture and its note are served where the statement points', async () => {
    const root = await loginAs('root', { admin: true });
    await upload('/api/file/import-hydro-problem', hydroPackage(), 'hydro.zip', root);
    const description = problems.one('problemId', 'HY1')?.description ?? '';
    const picture = /\((\/api\/public\/img\/[^)]+)\)/.exec(description)?.[1] ?? '';
    const served = await fetch(`${ORIGIN}${picture}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(HYDRO_FIGURE);
    const note = /\((\/api\/public\/file\/[^)]+)\)/.exec(description)?.[1] ?? '';
    const file = await fetch(`${ORIGIN}${note}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(HYDRO_NOTE);
    // A reset forgets the imported files with the problems that linked to them.
    resetDb();
    expect((await fetch(`${ORIGIN}${note}`)).status).toBe(404);
  });

  it('import an HOJ export, and tally the problems whose display id is taken', async () => {
    const root = await loginAs('root', { admin: true });
    const first = await upload('/api/file/import-problem', hojPackage(), 'export.zip', root);
    expect(first.body.status).toBe(200);
    expect(problems.one('problemId', 'EXT3001')).toMatchObject({
      title: 'Balanced Brackets',
      isFileIO: true,
      codeTemplates: { 'C++': expect.stringContaining('cin >> s') as unknown },
    });
    const before = problems.size;
    const again = await upload('/api/file/import-problem', hojPackage(), 'export.zip', root);
    expect(again.body).toEqual({
      status: 400,
      msg: packageMessages.importResult(0, 1, ['EXT3001'], 'ID'),
      data: null,
    });
    expect(problems.size).toBe(before);
  });

  it('refuse, problem by problem, an export of seeded problems whose display ids the site still has', async () => {
    const root = await loginAs('root', { admin: true });
    const exported = await fetch(`${ORIGIN}/api/file/export-problem?pid=1001&pid=1004`, {
      headers: { Authorization: root, 'Url-Type': 'general' },
    });
    expect(exported.headers.get('Content-Disposition')).toMatch(
      /^attachment;filename=problem_export_\d+\.zip$/,
    );
    const bytes = new Uint8Array(await exported.arrayBuffer());
    const taken = await upload('/api/file/import-problem', bytes, 'export.zip', root);
    expect(taken.body.msg).toBe(packageMessages.importResult(0, 2, ['P1001', 'P1004'], 'ID'));
  });

  it('refuse a traversal zip and a lying bomb with a clear message, storing nothing', async () => {
    const root = await loginAs('root', { admin: true });
    const before = { problems: problems.size, tags: tags.size };
    const traversal = await upload('/api/file/import-qdoj-problem', traversalZip(), 'evil.zip', root);
    expect(traversal.response.status).toBe(200);
    expect(traversal.body).toEqual({
      status: 400,
      msg: packageMessages.unsafePath('../evil.txt'),
      data: null,
    });
    const bomb = await upload('/api/file/import-hydro-problem', lyingBombZip(), 'bomb.zip', root);
    expect(bomb.body).toEqual({ status: 400, msg: packageMessages.sizeMismatch('1.in'), data: null });
    expect({ problems: problems.size, tags: tags.size }).toEqual(before);
  });

  it('refuse an uneven FPS item by name, storing none of the file’s problems', async () => {
    const root = await loginAs('root', { admin: true });
    const before = problems.size;
    const uneven = fpsItemsPackage({ title: 'Uneven', inputs: ['1\n', '2\n'], outputs: ['1\n'] });
    const { body } = await upload('/api/file/import-fps-problem', uneven, 'uneven.xml', root);
    expect(body).toEqual({ status: 400, msg: packageMessages.fpsCaseCounts('Uneven', 2, 1), data: null });
    expect(problems.size).toBe(before);
  });

  it('refuse a QDUOJ export missing a problem.json and a zip cut short, by name, storing nothing', async () => {
    const root = await loginAs('root', { admin: true });
    const before = problems.size;
    const lost = await upload('/api/file/import-qdoj-problem', qduojIncompletePackage(), 'qduoj.zip', root);
    expect(lost.body).toEqual({
      status: 400,
      msg: packageMessages.missingFile('3, 10', 'problem.json'),
      data: null,
    });
    const cut = await upload('/api/file/import-hydro-problem', truncatedZip(), 'hydro.zip', root);
    expect(cut.body).toEqual({ status: 400, msg: packageMessages.truncated, data: null });
    expect(problems.size).toBe(before);
  });

  it('refuse the wrong kind of file before reading it', async () => {
    const root = await loginAs('root', { admin: true });
    const wrong = await upload('/api/file/import-problem', fpsPackage(), 'geometry.xml', root);
    expect(wrong.body.msg).toBe(packageMessages.zipOnly);
    const fps = await upload('/api/file/import-fps-problem', qduojPackage(), 'qduoj.rar', root);
    expect(fps.body.msg).toBe(packageMessages.xmlOnly);
  });

  it('are for root only', async () => {
    const admin = await loginAs('admin', { admin: true });
    const denied = await upload('/api/file/import-fps-problem', fpsPackage(), 'geometry.xml', admin);
    expect(denied.response.status).toBe(403);
    expect(denied.body.msg).toBe(messages.noPermission);
    const anonymous = await upload('/api/file/import-fps-problem', fpsPackage(), 'geometry.xml');
    expect(anonymous.response.status).toBe(401);
  });
});
