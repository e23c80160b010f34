import { zip } from '../files/zip';
import { hydroPackage } from './fixtures';
import { readHydro } from './hydro';
import { hydroMemoryMb, hydroTimeMs } from './hydroConfig';

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
