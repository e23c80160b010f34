import { JudgeCaseMode } from '@generated/model/index';
import {
  filledExamples,
  startingLanguages,
  PROBLEM_DEFAULTS,
  isDuplicateTag,
  needsGroupNumbers,
  newProblemForm,
  spreadOiScores,
  withSpreadScores,
} from './problemForm';

describe('PROBLEM_DEFAULTS', () => {
  it('open a public ACM problem with the usual limits', () => {
    expect(PROBLEM_DEFAULTS).toMatchObject({
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      type: 0,
      auth: 1,
      difficulty: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      ioScore: 100,
      spjLanguage: 'C',
      isRemoveEndBlank: true,
      openCaseResult: true,
      codeShare: true,
      isFileIO: false,
      isUploadCase: true,
    });
  });

  it('give each new form its own lists', () => {
    const a = newProblemForm();
    const b = newProblemForm({ title: 'B' });
    a.examples[0] = { input: '1', output: '1' };
    a.cases.push({ input: '1', output: '1', score: null, groupNum: null });
    expect(b.examples).toEqual([{ input: '', output: '' }]);
    expect(b.cases).toEqual([]);
    expect(PROBLEM_DEFAULTS.cases).toEqual([]);
    expect(b.title).toBe('B');
  });
});

describe('spreadOiScores', () => {
  it('gives the remainder to the last cases', () => {
    expect(spreadOiScores(3)).toEqual([33, 33, 34]);
    expect(spreadOiScores(7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(spreadOiScores(4)).toEqual([25, 25, 25, 25]);
    expect(spreadOiScores(3, 10)).toEqual([3, 3, 4]);
  });

  it('always adds up to the total', () => {
    for (const count of [1, 6, 11, 99, 100, 101, 150]) {
      expect(spreadOiScores(count).reduce((sum, score) => sum + score, 0)).toBe(100);
    }
    expect(spreadOiScores(150).slice(0, 50)).toEqual(Array.from({ length: 50 }, () => 0));
  });

  it('gives nothing for no cases', () => {
    expect(spreadOiScores(0)).toEqual([]);
    expect(spreadOiScores(-2)).toEqual([]);
  });

  it('sets the scores of existing cases', () => {
    const cases = [1, 2, 3].map((n) => ({ input: `${n}.in`, output: `${n}.out`, score: null, groupNum: 1 }));
    expect(withSpreadScores(cases).map((row) => row.score)).toEqual([33, 33, 34]);
    expect(cases[0]?.score).toBeNull();
  });
});

describe('tag and subtask helpers', () => {
  it('find a duplicate tag whatever its case and blanks', () => {
    expect(isDuplicateTag([{ name: 'Greedy' }], '  greedy ')).toBe(true);
    expect(isDuplicateTag([{ name: 'Greedy' }], 'Graph')).toBe(false);
  });

  it('know which judge case modes need group numbers', () => {
    expect(needsGroupNumbers(JudgeCaseMode.SUBTASK_LOWEST)).toBe(true);
    expect(needsGroupNumbers(JudgeCaseMode.SUBTASK_AVERAGE)).toBe(true);
    expect(needsGroupNumbers(JudgeCaseMode.DEFAULT)).toBe(false);
    expect(needsGroupNumbers(JudgeCaseMode.ERGODIC_WITHOUT_ERROR)).toBe(false);
  });
});

describe('startingLanguages (HOJ ticks every language of the judge on a new problem)', () => {
  it('offers every language to a new problem that has none chosen', () => {
    expect(startingLanguages({ id: null, languages: [] }, ['C', 'C++', 'Python3', 'C++'])).toEqual([
      'C',
      'C++',
      'Python3',
    ]);
  });

  it('leaves a stored problem, a made choice and an empty offer alone', () => {
    expect(startingLanguages({ id: 7, languages: [] }, ['C'])).toBeNull();
    expect(startingLanguages({ id: null, languages: ['Java'] }, ['C'])).toBeNull();
    expect(startingLanguages({ id: null, languages: [] }, [])).toBeNull();
  });
});

describe('filledExamples', () => {
  it('drops an example with neither input nor output and keeps half-filled ones', () => {
    expect(
      filledExamples([
        { input: '', output: '' },
        { input: '1 2', output: '3' },
        { input: ' \n', output: '\t' },
        { input: '', output: 'only output' },
      ]),
    ).toEqual([
      { input: '1 2', output: '3' },
      { input: '', output: 'only output' },
    ]);
  });
});
