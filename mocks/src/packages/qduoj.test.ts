import { zip } from '../http/zip';
import { qduojIncompletePackage, qduojPackage } from './fixtures';
import { readQduoj } from './qduoj';
import { PackageRefusal } from './refusal';
import { packageMessages } from './texts';

describe('readQduoj', () => {
  it('finds both problems inside the wrapping folder, in folder order', () => {
    const problems = readQduoj(qduojPackage());
    expect(problems.map((p) => [p.problemId, p.title])).toEqual([
      ['QD101', 'Range Sum Queries'],
      ['QD102', 'Spaced Permutation'],
    ]);
  });

  it('reads the OI problem’s scored cases and its {format, value} texts', () => {
    const [sums] = readQduoj(qduojPackage());
    expect(sums).toMatchObject({
      type: 1,
      timeLimit: 1000,
      memoryLimit: 256,
      judgeMode: 'default',
      spj: null,
    });
    expect(sums?.cases.map((c) => [c.output, c.score])).toEqual([
      ['3\n', 20],
      ['2\n-1\n', 30],
      ['1000000000\n', 50],
    ]);
    expect(sums?.description).toMatch(/^<p>You are given an array/);
    expect(sums?.hint).toBe('<p>Precompute prefix sums so that every query takes constant time.</p>');
    expect(sums?.tags).toEqual(['前缀和', 'Prefix Sums']);
    expect(sums?.examples).toEqual([{ input: '5 2\n1 2 3 4 5\n1 3\n2 5\n', output: '6\n14\n' }]);
  });

  it('reads the special-judge problem’s input-only cases in natural order, and plain-string texts', () => {
    const [, spaced] = readQduoj(qduojPackage());
    expect(spaced).toMatchObject({ type: 0, timeLimit: 2000, memoryLimit: 128, judgeMode: 'spj' });
    expect(spaced?.spj?.language).toBe('C++');
    expect(spaced?.cases.map((c) => [c.input, c.output, c.score])).toEqual([
      ['4\n', '', null],
      ['7\n', '', null],
      ['100000\n', '', null],
    ]);
    expect(spaced?.input).toBe('<p>One integer <i>n</i> (4 ≤ n ≤ 10<sup>5</sup>).</p>');
  });

  it('refuses a problem whose listed case file is missing, and a zip without problems', () => {
    const json = JSON.stringify({
      title: 'Broken',
      rule_type: 'ACM',
      test_case_score: [{ input_name: '1.in', output_name: '1.out', score: 0 }],
    });
    const message = (bytes: Uint8Array) => {
      try {
        readQduoj(bytes);
      } catch (error) {
        if (error instanceof PackageRefusal) return error.message;
      }
      return null;
    };
    expect(message(zip([{ name: '1/problem.json', content: json }]))).toBe(
      packageMessages.missingFile('1', '1.in'),
    );
    expect(message(zip([{ name: '1/problem.json', content: '{not json' }]))).toMatch(
      /^请检查编号为：1的题目json文件的格式：/,
    );
    const empty = JSON.stringify({ title: 'No Data', rule_type: 'ACM', test_case_score: null });
    expect(message(zip([{ name: '1/problem.json', content: empty }]))).toBe(packageMessages.noCases('1'));
    expect(message(zip([{ name: 'readme.md', content: '# nothing' }]))).toBe(packageMessages.noProblems);
    // Without a case list and without a checker, an input whose output is lost would drop a case unnoticed.
    const unlisted = JSON.stringify({ title: 'Lost Output', rule_type: 'ACM', test_case_score: null });
    const lost = zip([
      { name: '1/problem.json', content: unlisted },
      { name: '1/testcase/1.in', content: '1\n' },
      { name: '1/testcase/1.out', content: '1\n' },
      { name: '1/testcase/2.in', content: '2\n' },
    ]);
    expect(message(lost)).toBe(packageMessages.missingFile('1', 'testcase/2.out'));
  });
});

describe('readQduoj with a folder that lost its problem.json', () => {
  // HOJ reads only the folders holding a JSON file and would import the other problems without a word.
  it.each([
    ['inside the wrapping folder', true],
    ['at the top', false],
  ])('refuses the whole package, naming every such folder (%s)', (_where, wrapped) => {
    let refused: unknown = null;
    try {
      readQduoj(qduojIncompletePackage(wrapped));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(PackageRefusal);
    expect((refused as PackageRefusal).message).toBe(packageMessages.missingFile('3, 10', 'problem.json'));
  });
});
