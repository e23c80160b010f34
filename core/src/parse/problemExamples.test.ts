import { formatExamples, matchingExample, parseExamples, sameOutput } from './problemExamples';

describe('problem examples', () => {
  it('reads the stored pairs, keeping line breaks and blank inputs', () => {
    const stored = '<input>1 2\n</input><output>3\n</output>\n<input></input><output>0</output>';
    expect(parseExamples(stored)).toEqual([
      { input: '1 2\n', output: '3\n' },
      { input: '', output: '0' },
    ]);
    expect(parseExamples(formatExamples(parseExamples(stored)))).toEqual(parseExamples(stored));
  });

  it('gives no samples for null, empty or untagged text, and drops an input without output', () => {
    expect(parseExamples(null)).toEqual([]);
    expect(parseExamples('')).toEqual([]);
    expect(parseExamples('1 2')).toEqual([]);
    expect(parseExamples('<input>1</input>')).toEqual([]);
  });

  it('matches a sample ignoring trailing blanks and line-ending style, and says which one', () => {
    expect(sameOutput('3 \r\n4\n\n', '3\n4')).toBe(true);
    expect(sameOutput('3 4', '34')).toBe(false);
    const samples = [
      { input: '1 2', output: '3' },
      { input: '5 6\n', output: '11\n' },
    ];
    expect(matchingExample(samples, '5 6', '11')).toBe(2);
    expect(matchingExample(samples, '5 6', '12')).toBeNull();
  });
});
