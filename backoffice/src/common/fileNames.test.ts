import { datedFileName, localDay } from './fileNames';

describe('datedFileName', () => {
  it('names a file by what it holds and the local day', () => {
    expect(datedFileName('users', 'csv', new Date(2026, 10, 24, 9, 30))).toBe('users-2026-11-24.csv');
  });

  it('takes the day where the admin is, also just before and after midnight', () => {
    expect(localDay(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
    expect(localDay(new Date(2026, 11, 31, 23, 55))).toBe('2026-12-31');
  });
});
