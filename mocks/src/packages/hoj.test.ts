import { unzipSync } from 'fflate';
import { installMockServer } from '../jest/installMockServer';
import { problems } from '../store/schema/problems';
import { hojFixtureProblem, hojPackage } from './fixtures';
import { readHoj } from './hoj';
import { exportProblems } from './hojExport';
import { PackageRefusal } from './refusal';
import { zip } from '../http/zip';
import { packageMessages } from './texts';

// The export reads the seeded problems and tags.
installMockServer();

describe('HOJ export and import', () => {
  it('writes the HOJ layout: a JSON file and a case folder per problem', () => {
    const names = Object.keys(unzipSync(hojPackage())).sort();
    expect(names).toEqual([
      'problem_3001.json',
      'problem_3001/1.in',
      'problem_3001/1.out',
      'problem_3001/2.in',
      'problem_3001/2.out',
      'problem_3001/3.in',
      'problem_3001/3.out',
    ]);
  });

  it('round-trips a problem through the reader', () => {
    const [read] = readHoj(hojPackage());
    const p = hojFixtureProblem;
    expect(read).toMatchObject({
      problemId: p.problemId,
      title: p.title,
      description: p.description,
      timeLimit: p.timeLimit,
      memoryLimit: p.memoryLimit,
      type: 1,
      judgeMode: 'default',
      judgeCaseMode: 'subtask_lowest',
      tags: ['栈', 'Strings'],
      languages: p.languages,
      codeTemplates: [{ language: 'C++', code: p.codeTemplates['C++'] }],
      options: { isFileIO: true, ioReadFileName: 'brackets.in', ioWriteFileName: 'brackets.out' },
    });
    expect(read?.examples).toEqual([
      { input: '([])\n', output: 'Yes\n' },
      { input: '([)]\n', output: 'No\n' },
    ]);
    expect(read?.cases).toEqual([
      { input: '()\n', output: 'Yes\n', score: 40, groupNum: 1 },
      { input: '(]\n', output: 'No\n', score: 40, groupNum: 1 },
      { input: '([]([]))\n', output: 'Yes\n', score: 60, groupNum: 2 },
    ]);
  });

  it('exports seeded problems with their tags and a real case set', () => {
    const rows = [problems.get(1001), problems.get(1011)].filter((p) => p !== undefined);
    const read = readHoj(exportProblems(rows, new Date()));
    expect(read.map((p) => [p.problemId, p.title, p.cases.length])).toEqual([
      ['P1001', problems.get(1001)?.title, problems.get(1001)?.cases.length],
      ['P1011', problems.get(1011)?.title, problems.get(1011)?.cases.length],
    ]);
    expect(read[0]?.tags.length).toBeGreaterThan(0);
    // The seed keeps no case files: the samples stand in, so every case has data.
    expect(read[0]?.cases.every((c) => c.input !== '' && c.output !== '')).toBe(true);
  });

  it('refuses a JSON file without its folder, and a stray top-level file', () => {
    const message = (bytes: Uint8Array) => {
      try {
        readHoj(bytes);
      } catch (error) {
        if (error instanceof PackageRefusal) return error.message;
      }
      return null;
    };
    expect(message(zip([{ name: 'problem_7.json', content: '{}' }]))).toBe(
      packageMessages.hojUnpaired('problem_7'),
    );
    expect(
      message(
        zip([
          { name: 'problem_7.json', content: '{}' },
          { name: 'problem_7/1.in', content: '1' },
          { name: 'notes.txt', content: 'hi' },
        ]),
      ),
    ).toBe(packageMessages.hojNotJson('notes.txt'));
  });
});
