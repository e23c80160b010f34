import {
  JudgeCaseMode,
  JudgeMode,
  ProblemAuth,
  ProblemDifficulty,
  ProblemType,
} from '@generated/model/index';
import { coreMessages, translate } from '../i18n/messages';
import type { CoreMessageKey } from '../i18n/messages';
import {
  hasSingleLimit,
  isCFamilyLanguage,
  judgeCaseModeTable,
  judgeCaseModesFor,
  judgeModeTable,
  limitFor,
  problemAuthTable,
  problemDifficultyTable,
  problemLimits,
  problemTypeTable,
} from './problem';

/** Every enum value has an entry and no other key does; each label exists, non-empty, in both languages. */
function expectEveryValueLabelled<V extends string | number>(
  values: readonly V[],
  table: Record<V, { labelKey: CoreMessageKey }>,
) {
  expect(Object.keys(table).sort()).toEqual(values.map(String).sort());
  for (const value of values) {
    expect(table[value]).toBeDefined();
    expect(coreMessages['en-US'][table[value].labelKey]?.trim()).toBeTruthy();
    expect(coreMessages['zh-CN'][table[value].labelKey]?.trim()).toBeTruthy();
  }
}

const en = (key: CoreMessageKey) => translate(coreMessages['en-US'], key);
const zh = (key: CoreMessageKey) => translate(coreMessages['zh-CN'], key);

describe('problem tables', () => {
  it('have an entry for every enum value, labelled in both languages', () => {
    expectEveryValueLabelled(Object.values(ProblemDifficulty), problemDifficultyTable);
    expectEveryValueLabelled(Object.values(ProblemType), problemTypeTable);
    expectEveryValueLabelled(Object.values(ProblemAuth), problemAuthTable);
    expectEveryValueLabelled(Object.values(JudgeMode), judgeModeTable);
    expectEveryValueLabelled(Object.values(JudgeCaseMode), judgeCaseModeTable);
  });

  it('label difficulty, type, visibility and judge modes', () => {
    expect(en(problemDifficultyTable[ProblemDifficulty.EASY].labelKey)).toBe('Easy');
    expect(en(problemDifficultyTable[ProblemDifficulty.MEDIUM].labelKey)).toBe('Mid');
    expect(zh(problemDifficultyTable[ProblemDifficulty.HARD].labelKey)).toBe('困难');
    expect(problemTypeTable[ProblemType.ACM].short).toBe('ACM');
    expect(problemTypeTable[ProblemType.OI].short).toBe('OI');
    expect(en(problemAuthTable[ProblemAuth.CONTEST].labelKey)).toBe('Contest');
    expect(zh(problemAuthTable[ProblemAuth.PRIVATE].labelKey)).toBe('私有');
    expect(en(judgeModeTable[JudgeMode.SPJ].labelKey)).toBe('Special Judge');
    expect(zh(judgeModeTable[JudgeMode.INTERACTIVE].labelKey)).toBe('交互判题');
    expect(en(judgeCaseModeTable[JudgeCaseMode.SUBTASK_LOWEST].labelKey)).toBe('Subtask (Lowest Score)');
    expect(zh(judgeCaseModeTable[JudgeCaseMode.ERGODIC_WITHOUT_ERROR].labelKey)).toBe('遇错止评');
  });

  it('colour difficulty green, amber, red', () => {
    expect(problemDifficultyTable[ProblemDifficulty.EASY].color).toBe('success');
    expect(problemDifficultyTable[ProblemDifficulty.MEDIUM].color).toBe('warning');
    expect(problemDifficultyTable[ProblemDifficulty.HARD].color).toBe('danger');
    expect(problemAuthTable[ProblemAuth.PUBLIC].color).toBe('success');
  });
});

describe('judge case modes', () => {
  it('every mode is allowed for at least one problem type', () => {
    for (const mode of Object.values(JudgeCaseMode)) {
      expect(judgeCaseModeTable[mode].problemTypes.length).toBeGreaterThan(0);
    }
  });

  it('subtasks are OI only, stopping at the first failure is ACM only', () => {
    expect(judgeCaseModesFor(ProblemType.ACM)).toEqual([
      JudgeCaseMode.DEFAULT,
      JudgeCaseMode.ERGODIC_WITHOUT_ERROR,
    ]);
    expect(judgeCaseModesFor(ProblemType.OI)).toEqual([
      JudgeCaseMode.DEFAULT,
      JudgeCaseMode.SUBTASK_LOWEST,
      JudgeCaseMode.SUBTASK_AVERAGE,
    ]);
  });
});

describe('time and memory limits per language', () => {
  const problem = { problemId: 'P1001', timeLimit: 1000, memoryLimit: 256 };

  it('counts C, C++ and their variants as the C family, not C# or other languages', () => {
    for (const name of ['C', 'C++', 'C With O2', 'C++ With O2', 'C++ 17', 'C++ 20 With O2'])
      expect({ name, c: isCFamilyLanguage(name) }).toEqual({ name, c: true });
    for (const name of ['C#', 'Java', 'Python3', 'Cobol', 'Golang', 'PyPy3', ''])
      expect({ name, c: isCFamilyLanguage(name) }).toEqual({ name, c: false });
  });

  it('keeps the stored limits for the C family and doubles both for other languages', () => {
    expect(limitFor(problem, 'C++ With O2')).toEqual({ scope: 'cFamily', timeMs: 1000, memoryMb: 256 });
    expect(limitFor(problem, 'Python3')).toEqual({ scope: 'others', timeMs: 2000, memoryMb: 512 });
  });

  it('gives Codeforces and gym problems one limit for every language', () => {
    expect(hasSingleLimit('CF-1520A')).toBe(true);
    expect(hasSingleLimit('GYM-100001A')).toBe(true);
    expect(hasSingleLimit('HDU-1000')).toBe(false);
    expect(hasSingleLimit('P1001')).toBe(false);
    const cf = { ...problem, problemId: 'CF-1520A' };
    expect(limitFor(cf, 'Python3')).toEqual({ scope: 'all', timeMs: 1000, memoryMb: 256 });
    expect(problemLimits(cf, ['C++', 'Java'])).toEqual([{ scope: 'all', timeMs: 1000, memoryMb: 256 }]);
  });

  it('lists the groups the problem allows a language of, both when the list is empty', () => {
    const both = [
      { scope: 'cFamily', timeMs: 1000, memoryMb: 256 },
      { scope: 'others', timeMs: 2000, memoryMb: 512 },
    ];
    expect(problemLimits(problem, ['C', 'C++', 'Java', 'Python3'])).toEqual(both);
    expect(problemLimits(problem)).toEqual(both);
    expect(problemLimits(problem, ['C++ 17'])).toEqual([both[0]]);
    expect(problemLimits(problem, ['Python3', 'C#'])).toEqual([both[1]]);
  });

  it('leaves a missing stored value missing instead of inventing one', () => {
    expect(limitFor({ problemId: 'P1', timeLimit: null }, 'Java')).toEqual({
      scope: 'others',
      timeMs: null,
      memoryMb: null,
    });
  });
});
