import { median, percentile } from './benchFigures';

describe('percentile (nearest rank)', () => {
  it('gives the value below which the share of the values lie, whatever their order', () => {
    const frames = [17, 16, 33, 17, 50, 16, 17, 17, 16, 100];
    expect(percentile(frames, 0.95)).toBe(100);
    expect(percentile(frames, 0.9)).toBe(50);
    expect(percentile(frames, 0.5)).toBe(17);
    expect(percentile(frames, 0)).toBe(16);
    expect(percentile(frames, 1)).toBe(100);
  });

  it('takes the middle run of an odd count and the lower middle of an even one; 0 for none', () => {
    expect(median([1.83, 1.06, 1.14])).toBe(1.14);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBe(0);
  });
});
