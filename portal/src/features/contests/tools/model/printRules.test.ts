import { PRINT_MIN_LENGTH, printLength, printProblem } from './printRules';

describe('what may be sent to the contest printer', () => {
  it('refuses an empty or blank text', () => {
    expect(printProblem('')).toEqual({ kind: 'empty' });
    expect(printProblem(' \n\t ')).toEqual({ kind: 'empty' });
  });

  it('says how many characters are missing below the minimum', () => {
    expect(printProblem('a')).toEqual({ kind: 'tooShort', missing: PRINT_MIN_LENGTH - 1 });
    expect(printProblem('x'.repeat(PRINT_MIN_LENGTH - 1))).toEqual({ kind: 'tooShort', missing: 1 });
  });

  it('accepts a text of the minimum length or longer', () => {
    expect(printProblem('x'.repeat(PRINT_MIN_LENGTH))).toBeNull();
    expect(printProblem('x'.repeat(PRINT_MIN_LENGTH * 3))).toBeNull();
  });

  it('counts a Chinese character or an emoji as one character', () => {
    expect(printLength('打印😀')).toBe(3);
    expect(printProblem('打'.repeat(PRINT_MIN_LENGTH))).toBeNull();
    expect(printProblem('😀'.repeat(PRINT_MIN_LENGTH - 1))).toEqual({ kind: 'tooShort', missing: 1 });
  });
});
