import { progressPercent, progressTone } from './trainingProgress';

describe('training progress', () => {
  it('is the solved share in percent, nothing for an empty training', () => {
    expect(progressPercent(3, 4)).toBe(75);
    expect(progressPercent(0, 5)).toBe(0);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(2, 0)).toBe(0);
    expect(progressPercent(6, 5)).toBe(100);
  });

  it.each([
    [0, 'neutral'],
    [19.99, 'neutral'],
    [20, 'danger'],
    [40, 'warning'],
    [60, 'primary'],
    [79.99, 'primary'],
    [80, 'success'],
    [100, 'success'],
  ] as const)('draws %s %% as %s', (percent, tone) => {
    expect(progressTone(percent)).toBe(tone);
  });
});
