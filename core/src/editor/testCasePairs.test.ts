import { naturalCompare, pairTestCaseFiles } from './testCasePairs';

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
