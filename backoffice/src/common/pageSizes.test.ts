import { clampPageSize } from './pageSizes';

describe('the page size asked of the server', () => {
  it.each([
    [10, 10],
    [3, 3],
    [100, 100],
    [101, 100],
    [100000, 100],
    ['50', 50],
    [12.7, 12],
  ])('%p asks for %p rows', (requested, expected) => {
    expect(clampPageSize(requested)).toBe(expected);
  });

  it.each(['abc', 0, -5, Number.NaN, Infinity, null, undefined])('%p falls back to ten', (requested) => {
    expect(clampPageSize(requested)).toBe(10);
  });
});
