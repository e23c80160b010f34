/**
 * @jest-environment node
 */
import { PERF_MARKS, markOnce } from './marks';

describe('markOnce', () => {
  afterEach(() => performance.clearMarks());

  it('keeps the first moment of a mark', () => {
    markOnce(PERF_MARKS.statementVisible);
    const first = performance.getEntriesByName(PERF_MARKS.statementVisible, 'mark');
    markOnce(PERF_MARKS.statementVisible);
    const after = performance.getEntriesByName(PERF_MARKS.statementVisible, 'mark');
    expect(first).toHaveLength(1);
    expect(after).toHaveLength(1);
    expect(after[0]?.startTime).toBe(first[0]?.startTime);
  });
});
