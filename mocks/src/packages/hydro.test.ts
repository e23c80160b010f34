import { PUBLIC_IMG_PREFIX } from '../store/schema/files';
import { zip } from '../http/zip';
import { totalScore } from './commitImport';
import { FPS_GIF_BASE64, HYDRO_FIGURE, HYDRO_NOTE, hydroPackage, hydroProblemZip } from './fixtures';
import { readHydro } from './hydro';
import { hydroMemoryMb, hydroTimeMs } from './hydroConfig';
import { PackageRefusal } from './refusal';
import { PUBLIC_FILE_PREFIX } from '../store/schema/files';
import { packageMessages } from './texts';

/** The refusal a package earns, or null when it is read. */
function refusalOf(bytes: Uint8Array): string | null {
  try {
    readHydro(bytes);
  } catch (error) {
    if (error instanceof PackageRefusal) return error.message;
    throw error;
  }
  return null;
}

const CASE = [
  { name: 'testdata/1.in', content: '5\n' },
  { name: 'testdata/1.out', content: '5\n' },
];

describe('readHydro', () => {
  it('reads both problems as OI problems with their limits in ms and MB', () => {
    const problems = readHydro(hydroPackage());
    expect(problems.map((p) => [p.problemId, p.title, p.timeLimit, p.memoryLimit, p.type])).toEqual([
      ['HY1', '树的直径', 1000, 256, 1],
      [null, 'Running Median', 1500, 512, 1],
    ]);
  });

  it('prefers the Chinese statement and moves its sample blocks into samples', () => {
    const [tree] = readHydro(hydroPackage());
    expect(tree?.description).toMatch(/^## 题目描述\n\n给定一棵有 \$n\$ 个结点的树/);
    expect(tree?.description).not.toContain('```');
    expect(tree?.description).not.toContain('## 样例');
    expect(tree?.description).toContain('## 提示');
    expect(tree?.examples).toEqual([{ input: '5\n1 2\n1 3\n3 4\n3 5\n', output: '3\n' }]);
    expect(tree?.tags).toEqual(['树', 'DFS']);
  });

  it('turns subtasks into groups scored by their lowest case', () => {
    const [tree] = readHydro(hydroPackage());
    expect(tree?.judgeCaseMode).toBe('subtask_lowest');
    expect(tree?.cases.map((c) => [c.input, c.score, c.groupNum])).toEqual([
      ['2\n1 2\n', 40, 1],
      ['4\n1 2\n2 3\n3 4\n', 40, 1],
      ['5\n1 2\n1 3\n1 4\n1 5\n', 60, 2],
    ]);
  });

  it('pairs unlisted files by name in natural order and shares 100 points among them', () => {
    const [, median] = readHydro(hydroPackage());
    expect(median?.description).toMatch(/^Read \$n\$ integers/);
    expect(median?.cases.map((c) => [c.input, c.output, c.score])).toEqual([
      ['1\n7\n', '7\n', 33],
      ['3\n1 3 2\n', '1\n2\n', 33],
      ['5\n5 4 3 2 1\n', '5\n4\n3\n', 34],
    ]);
  });

  it('reads a checker as a special judge and an interactor as an interactive judge', () => {
    const problem = (config: string, extra: { name: string; content: string }[]) =>
      readHydro(
        zip([
          { name: 'p/problem.yaml', content: 'title: Guess\n' },
          { name: 'p/testdata/config.yaml', content: config },
          { name: 'p/testdata/1.in', content: '5\n' },
          ...extra,
        ]),
      )[0];
    const checked = problem('checker_type: testlib\nchecker: chk.cc\n', [
      { name: 'p/testdata/chk.cc', content: '#include "testlib.h"\n' },
    ]);
    expect(checked).toMatchObject({
      judgeMode: 'spj',
      spj: { language: 'C++', code: '#include "testlib.h"\n' },
    });
    expect(checked?.cases).toHaveLength(1);
    const interactive = problem('type: interactive\ninteractor: interactor.c\n', [
      { name: 'p/testdata/interactor.c', content: 'int main() { return 0; }\n' },
    ]);
    expect(interactive).toMatchObject({ judgeMode: 'interactive', spj: { language: 'C' } });
  });

  it('imports additional_file/ and points the statement’s file:// and relative links at where it is served', () => {
    const [tree] = readHydro(hydroPackage());
    const figure = tree?.images?.find((image) => image.contentType === 'image/png');
    expect(figure?.bytes).toEqual(HYDRO_FIGURE);
    expect(tree?.description).toContain(`![样例中的树](${PUBLIC_IMG_PREFIX}${figure?.name ?? '?'})`);
    const note = tree?.files?.[0];
    expect(note?.name).toMatch(/^[0-9a-f]{8}-hint\.txt$/);
    expect(new TextDecoder().decode(note?.bytes)).toBe(HYDRO_NOTE);
    expect(tree?.description).toContain(`[思路提示](${PUBLIC_FILE_PREFIX}${note?.name ?? '?'})`);
    expect(tree?.description).not.toMatch(/file:\/\/|additional_file/);
  });

  it('types a statement picture by its bytes, not its name', () => {
    const gif = Uint8Array.from(atob(FPS_GIF_BASE64), (char) => char.charCodeAt(0));
    const [problem] = readHydro(
      hydroProblemZip(
        '',
        [...CASE, { name: 'additional_file/figure.png', content: gif }],
        '![](file://figure.png)\n',
      ),
    );
    expect(problem?.images?.[0]).toMatchObject({
      contentType: 'image/gif',
      name: expect.stringMatching(/\.gif$/) as unknown,
    });
    expect(problem?.files).toEqual([]);
  });

  it('refuses a statement linking to a file additional_file/ lacks, naming the problem and the file', () => {
    expect(refusalOf(hydroProblemZip('', CASE, '![](file://lost.png)\n'))).toBe(
      packageMessages.missingFile('p', 'additional_file/lost.png'),
    );
    expect(refusalOf(hydroProblemZip('', CASE, '[data](additional_file/lost.zip)\n'))).toBe(
      packageMessages.missingFile('p', 'additional_file/lost.zip'),
    );
  });

  it.each([
    ['1s', 1000],
    ['1.5s', 1500],
    ['1000ms', 1000],
    ['250', 250],
  ])('reads time %s as %i ms', (text, ms) => expect(hydroTimeMs(text)).toBe(ms));

  it.each([
    ['256m', 256],
    ['256mb', 256],
    ['1g', 1024],
    ['512k', 1],
    ['1536k', 2],
  ])('reads memory %s as %i MB', (text, mb) => expect(hydroMemoryMb(text)).toBe(mb));
});

describe('readHydro refuses what the config names but the zip lacks', () => {
  it('a checker, naming the problem and the file', () => {
    expect(refusalOf(hydroProblemZip('checker_type: testlib\nchecker: chk.cc\n', CASE))).toBe(
      packageMessages.missingFile('p', 'testdata/chk.cc'),
    );
  });

  it('a checker type that needs a program but names none', () => {
    expect(refusalOf(hydroProblemZip('checker_type: testlib\n', CASE))).toBe(
      packageMessages.missingField('p', 'checker'),
    );
  });

  it('an interactor', () => {
    expect(refusalOf(hydroProblemZip('type: interactive\ninteractor: interactor.cc\n', CASE))).toBe(
      packageMessages.missingFile('p', 'testdata/interactor.cc'),
    );
  });

  it('a listed output, even when a checker judges the case', () => {
    const config = [
      'checker_type: testlib',
      'checker: chk.cc',
      'cases:',
      '  - input: 1.in',
      '    output: 1.out',
      '  - input: 2.in',
      '    output: 2.out',
      '',
    ].join('\n');
    const entries = [
      ...CASE,
      { name: 'testdata/2.in', content: '6\n' },
      { name: 'testdata/chk.cc', content: '//\n' },
    ];
    expect(refusalOf(hydroProblemZip(config, entries))).toBe(
      packageMessages.missingFile('p', 'testdata/2.out'),
    );
  });

  it('the output of an unlisted input when no checker judges without it', () => {
    const lone = [...CASE, { name: 'testdata/2.in', content: '6\n' }];
    expect(refusalOf(hydroProblemZip('', lone))).toBe(packageMessages.missingFile('p', 'testdata/2.out'));
    const checked = readHydro(
      hydroProblemZip('checker_type: testlib\nchecker: chk.cc\n', [
        ...lone,
        { name: 'testdata/chk.cc', content: '//\n' },
      ]),
    )[0];
    expect(checked?.cases.map((c) => [c.input, c.output])).toEqual([
      ['5\n', '5\n'],
      ['6\n', ''],
    ]);
  });

  it('a user or judge extra file', () => {
    expect(refusalOf(hydroProblemZip('user_extra_files:\n  - header.h\n', CASE))).toBe(
      packageMessages.missingFile('p', 'testdata/header.h'),
    );
    expect(refusalOf(hydroProblemZip('judge_extra_files:\n  - words.txt\n', CASE))).toBe(
      packageMessages.missingFile('p', 'testdata/words.txt'),
    );
  });
});

describe('readHydro maps subtask scoring to HOJ’s judge-case modes', () => {
  const subtasks = (...types: (string | null)[]) =>
    [
      'subtasks:',
      ...types.flatMap((type, i) => [
        `  - score: ${i === 0 ? 40 : 60}`,
        ...(type ? [`    type: ${type}`] : []),
        '    cases:',
        `      - input: ${i + 1}a.in`,
        `        output: ${i + 1}a.out`,
        `      - input: ${i + 1}b.in`,
        `        output: ${i + 1}b.out`,
      ]),
      '',
    ].join('\n');
  const files = ['1a', '1b', '2a', '2b'].flatMap((name) => [
    { name: `testdata/${name}.in`, content: `${name}\n` },
    { name: `testdata/${name}.out`, content: `${name}\n` },
  ]);

  it('min, Hydro’s default, as the lowest case of each subtask', () => {
    const [problem] = readHydro(hydroProblemZip(subtasks(null, 'min'), files));
    expect(problem?.judgeCaseMode).toBe('subtask_lowest');
  });

  // Hydro's sum splits a subtask's points among its cases; HOJ's average of cases each worth the whole
  // subtask gives the same points for every number of passed cases.
  it('sum as the average of cases each worth the subtask’s score', () => {
    const [problem] = readHydro(hydroProblemZip(subtasks('sum', 'sum'), files));
    expect(problem?.judgeCaseMode).toBe('subtask_average');
    expect(problem?.cases.map((c) => [c.score, c.groupNum])).toEqual([
      [40, 1],
      [40, 1],
      [60, 2],
      [60, 2],
    ]);
    expect(totalScore('subtask_average', problem?.cases ?? [])).toBe(100);
  });

  it('refuses max, which HOJ cannot score, with the reason', () => {
    expect(refusalOf(hydroProblemZip(subtasks('min', 'max'), files))).toBe(
      packageMessages.hydroSubtaskType('p', 'max'),
    );
  });

  it('refuses min and sum mixed in one problem (HOJ has one mode per problem)', () => {
    expect(refusalOf(hydroProblemZip(subtasks('sum', 'min'), files))).toBe(
      packageMessages.hydroMixedSubtaskTypes('p'),
    );
  });
});
