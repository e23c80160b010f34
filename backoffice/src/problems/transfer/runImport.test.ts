import { File as NodeFile } from 'node:buffer';
import { zip } from '@hoj/mocks/http/zip';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { hojFixtureProblem } from '@hoj/mocks/packages/fixtures/index';
import { exportEntries } from '@hoj/mocks/packages/hojExport';
import { packageMessages } from '@hoj/mocks/packages/texts';
import { problems } from '@hoj/mocks/store/schema/problems';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { runImport } from './runImport';

installMockServer();

afterEach(resetBrowserState);

const fileOf = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
  new NodeFile([bytes], name) as unknown as File;

describe('runImport', () => {
  it('reports the problems that got in beside the server’s tally of those that did not', async () => {
    await loginAs('root');
    const seeded = problems.get(1001);
    if (!seeded) throw new Error('P1001 is seeded');
    // An HOJ export of a new problem and of one this site already has (same display id).
    const bytes = zip([...exportEntries(hojFixtureProblem, ['栈']), ...exportEntries(seeded)]);
    const progress: number[] = [];
    const outcome = await runImport('hoj', fileOf(bytes, 'mixed.zip'), {
      signal: new AbortController().signal,
      onProgress: (percent) => progress.push(percent),
    });
    expect(outcome.rows).toEqual([
      {
        id: problems.one('problemId', 'EXT3001')?.id,
        problemId: 'EXT3001',
        title: 'Balanced Brackets',
        cases: 3,
      },
    ]);
    expect(outcome.partialFailure).toBe(packageMessages.importResult(1, 1, ['P1001'], 'ID'));
    expect(outcome.listFailure).toBeNull();
    expect(progress.at(-1)).toBe(100);
  });

  it('rejects with the server’s error when nothing got in', async () => {
    await loginAs('root');
    const seeded = problems.get(1001);
    if (!seeded) throw new Error('P1001 is seeded');
    const run = runImport('hoj', fileOf(zip(exportEntries(seeded)), 'again.zip'), {
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    await expect(run).rejects.toMatchObject({
      status: 400,
      serverMsg: packageMessages.importResult(0, 1, ['P1001'], 'ID'),
    });
  });
});
