/**
 * This file runs in the environment it tests (the node projects use it): what a test and the mock backend rely
 * on from jest's node environment is there on the plain global.
 */
describe('the node test environment', () => {
  it('gives the globals node and jest give a test, on a global that is the context’s own', () => {
    expect(global).toBe(globalThis);
    for (const name of [
      'process',
      'Buffer',
      'URL',
      'TextEncoder',
      'fetch',
      'AbortController',
      'structuredClone',
    ])
      expect(typeof (globalThis as Record<string, unknown>)[name]).not.toBe('undefined');
    expect(typeof jest.fn).toBe('function');
    // Bytes made by node's Buffer and by the test's own constructor are of one kind (jest makes them so).
    expect(Buffer.from('a')).toBeInstanceOf(Uint8Array);
  });

  it('sees a global a test sets as a bare name, and forgets it for the next file', () => {
    (globalThis as Record<string, unknown>).setByTest = 7;
    expect(new Function('return setByTest')()).toBe(7);
  });

  it('runs fake timers on the global clock', () => {
    jest.useFakeTimers({ now: 1_000 });
    try {
      const fired = jest.fn();
      setTimeout(fired, 50);
      jest.advanceTimersByTime(50);
      expect([fired.mock.calls.length, Date.now()]).toEqual([1, 1_050]);
    } finally {
      jest.useRealTimers();
    }
  });
});
