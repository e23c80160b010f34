import { naturalCompare, pairTestCaseFiles, serverTestCases } from './testCasePairs';

const files = (...names: string[]) => names.map((name) => ({ name, size: 10 }));

describe('naturalCompare', () => {
  it('orders numbers by value and text case-insensitively', () => {
    expect(['10.in', '2.in', '1.in', 'a.in', 'B.in'].sort(naturalCompare)).toEqual([
      '1.in',
      '2.in',
      '10.in',
      'a.in',
      'B.in',
    ]);
    expect(['case12', 'case2', 'case1b', 'case1a'].sort(naturalCompare)).toEqual([
      'case1a',
      'case1b',
      'case2',
      'case12',
    ]);
  });

  it('handles long digit runs and leading zeros without losing order', () => {
    expect(naturalCompare('123456789012345678901', '123456789012345678900')).toBeGreaterThan(0);
    expect(naturalCompare('007', '7')).not.toBe(0);
    expect(naturalCompare('07', '8')).toBeLessThan(0);
    expect(naturalCompare('x', 'x')).toBe(0);
  });
});

describe('pairTestCaseFiles', () => {
  it('pairs X.in with X.out in natural order', () => {
    const result = pairTestCaseFiles(files('10.in', '10.out', '2.in', '2.out', '1.in', '1.out'));
    expect(result.pairs.map((pair) => pair.input)).toEqual(['1.in', '2.in', '10.in']);
    expect(result.pairs[2]).toEqual({ base: '10', input: '10.in', output: '10.out', outputEmpty: false });
    expect(result.unpaired).toEqual([]);
  });

  it('accepts .ans outputs and upper-case extensions, preferring .out when both exist', () => {
    const result = pairTestCaseFiles(files('a.IN', 'a.ANS', 'b.in', 'b.out', 'b.ans'));
    expect(result.pairs).toEqual([
      { base: 'a', input: 'a.IN', output: 'a.ANS', outputEmpty: false },
      { base: 'b', input: 'b.in', output: 'b.out', outputEmpty: false },
    ]);
    expect(result.ignored).toEqual(['b.ans']);
  });

  it('reports outputs without inputs and, by default, inputs without outputs as unpaired', () => {
    const result = pairTestCaseFiles(files('1.in', '1.out', '2.out', '3.in'));
    expect(result.pairs.map((pair) => pair.base)).toEqual(['1']);
    expect(result.unpaired).toEqual(['2.out', '3.in']);
  });

  it('lets special and interactive judges use inputs alone', () => {
    const result = pairTestCaseFiles(files('1.in', '2.in', '2.out'), { requireOutputs: false });
    expect(result.pairs).toEqual([
      { base: '1', input: '1.in', output: null, outputEmpty: false },
      { base: '2', input: '2.in', output: '2.out', outputEmpty: false },
    ]);
    expect(result.unpaired).toEqual([]);
  });

  it('reports empty outputs but still pairs them', () => {
    const result = pairTestCaseFiles([
      { name: '1.in', size: 3 },
      { name: '1.out', size: 0 },
    ]);
    expect(result.pairs).toEqual([{ base: '1', input: '1.in', output: '1.out', outputEmpty: true }]);
    expect(result.emptyOutputs).toEqual(['1.out']);
  });

  it('ignores folders, __MACOSX metadata, dotfiles and other files', () => {
    const result = pairTestCaseFiles(
      files(
        'data/',
        'data/1.in',
        'data/1.out',
        '__MACOSX/data/._1.in',
        '.DS_Store',
        'data/.hidden.in',
        'readme.txt',
      ),
    );
    expect(result.pairs).toEqual([
      { base: 'data/1', input: 'data/1.in', output: 'data/1.out', outputEmpty: false },
    ]);
    expect([...result.ignored].sort()).toEqual(
      ['.DS_Store', '__MACOSX/data/._1.in', 'data/', 'data/.hidden.in', 'readme.txt'].sort(),
    );
    expect(result.unpaired).toEqual([]);
  });

  it('gives nothing for an empty zip', () => {
    expect(pairTestCaseFiles([])).toEqual({ pairs: [], unpaired: [], emptyOutputs: [], ignored: [] });
  });
});

/** The zip of the back-office walk (2026-12): what HOJ stored from it is known. */
const WALK_ZIP = [
  ...files('1.in', '1.out', '2.in', '2.out', '3.in', '10.in', '10.out', '4.in', '5.out', 'readme.txt'),
  { name: '3.out', size: 0 },
  ...files('数据6.in', '数据6.out', 'sub/', 'sub/7.in', 'sub/7.out', 'deep/a/8.in', 'deep/a/8.out'),
];

describe('serverTestCases (HOJ TestCaseManager.uploadTestcaseZip)', () => {
  it('stores what HOJ stored from the walk’s zip, in HOJ’s order, and says what it drops', () => {
    const plan = serverTestCases(WALK_ZIP);
    expect(plan.cases.map((c) => [c.input, c.output])).toEqual([
      ['1.in', '1.out'],
      ['2.in', '2.out'],
      ['3.in', '3.out'],
      ['4.in', '4.out'],
      ['10.in', '10.out'],
      ['数据6.in', '数据6.out'],
    ]);
    expect(plan.cases.find((c) => c.input === '4.in')).toMatchObject({
      inventedOutput: true,
      outputEmpty: true,
    });
    expect(plan.cases.find((c) => c.input === '3.in')).toMatchObject({
      inventedOutput: false,
      outputEmpty: true,
    });
    expect(plan.nested).toEqual(['deep/a/8.in', 'deep/a/8.out', 'sub/7.in', 'sub/7.out']);
    expect(plan.unusedOutputs).toEqual(['5.out']);
    expect(plan.ignored).toEqual(['readme.txt']);
  });

  it('reads nothing inside a folder, even when the whole zip is one folder (HOJ’s manual: do not wrap)', () => {
    const plan = serverTestCases(files('data/', 'data/1.in', 'data/1.out'));
    expect(plan.cases).toEqual([]);
    expect(plan.nested).toEqual(['data/1.in', 'data/1.out']);
  });

  it('pairs .ans and inputN.txt/outputN.txt, invents output names for lone inputs, and matches extensions exactly', () => {
    const plan = serverTestCases(
      files('2.in', '2.ans', 'input3.txt', 'output3.txt', 'input9.txt', '7.IN', 'b.in', 'b.out', 'b.ans'),
    );
    expect(plan.cases.map((c) => [c.input, c.output, c.inventedOutput])).toEqual([
      ['2.in', '2.ans', false],
      ['b.in', 'b.out', false],
      ['input3.txt', 'output3.txt', false],
      ['input9.txt', 'output9.txt', true],
    ]);
    expect(plan.unusedOutputs).toEqual(['b.ans']);
    expect(plan.ignored).toEqual(['7.IN']);
  });
});
