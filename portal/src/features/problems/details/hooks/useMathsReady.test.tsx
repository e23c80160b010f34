import { renderHook, waitFor } from '@testing-library/react';
import type { ProblemInfoVO } from '@generated/model/index';
import { forgetMathEngine, loadedTypesetter } from '@hoj/core/markdown/mathEngine';
import { useMathsReady } from './useMathsReady';

const info = (description: string) =>
  ({ problem: { description, input: '', output: '', hint: '' } }) as ProblemInfoVO;

describe('useMathsReady', () => {
  beforeEach(() => forgetMathEngine());

  it('lets a statement without formulas draw at once', () => {
    const { result } = renderHook(() => useMathsReady(info('Print the sum of two integers.')));
    expect(result.current).toBe(true);
  });

  it('holds a statement with formulas until KaTeX is here, so it is drawn once, typeset', async () => {
    const { result } = renderHook(() => useMathsReady(info('Print $a+b$.')));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(loadedTypesetter()).not.toBeNull();
  });
});
