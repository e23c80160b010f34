import { fromLocalInput, toLocalInput } from './localDateTime';

describe('the contest editor’s local date and time', () => {
  it('shows a time to the minute and reads it back', () => {
    const date = new Date(2025, 2, 9, 8, 5, 41);
    expect(toLocalInput(date)).toBe('2025-03-09T08:05');
    expect(fromLocalInput('2025-03-09T08:05')).toEqual(new Date(2025, 2, 9, 8, 5));
  });

  it('reads an empty or unfinished entry as no time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2025-03-09T')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput(new Date(Number.NaN))).toBe('');
  });
});
