import { act, renderHook } from '@testing-library/react';
import { SEARCH_PAUSE_MS, useDebounced, useOnPause } from './useDebounced';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('typing pauses', () => {
  it('report a burst of keys once, with what was typed last, when the typing stops', () => {
    const heard: string[] = [];
    const { rerender } = renderHook(({ typed }) => useOnPause(typed, (value) => heard.push(value)), {
      initialProps: { typed: '' },
    });
    act(() => jest.advanceTimersByTime(SEARCH_PAUSE_MS));
    expect(heard).toEqual(['']);
    for (const typed of ['d', 'df', 'dfs']) {
      rerender({ typed });
      act(() => jest.advanceTimersByTime(SEARCH_PAUSE_MS - 1));
    }
    expect(heard).toEqual(['']);
    act(() => jest.advanceTimersByTime(1));
    expect(heard).toEqual(['', 'dfs']);
  });

  it('keep the settled value until the pause has passed', () => {
    const { result, rerender } = renderHook(({ typed }) => useDebounced(typed), {
      initialProps: { typed: 'P10' },
    });
    rerender({ typed: 'P1001' });
    expect(result.current).toBe('P10');
    act(() => jest.advanceTimersByTime(SEARCH_PAUSE_MS));
    expect(result.current).toBe('P1001');
  });
});
