import { afterChunk, readingPercent, type ImportPhase } from './importProgress';

describe('afterChunk', () => {
  it('keeps the same state while the whole percent does not change, so the page is not rendered again', () => {
    const start: ImportPhase = { phase: 'running', done: 0, total: 200_000, cancelling: false };
    let state: ImportPhase = start;
    let changes = 0;
    for (let done = 100; done <= 200_000; done += 100) {
      const next = afterChunk(state, done, 200_000);
      if (next !== state) changes++;
      state = next;
    }
    // One change per percent, not one per chunk (2,000).
    expect(changes).toBe(100);
    expect(state).toEqual({ phase: 'running', done: 200_000, total: 200_000, cancelling: false });
  });

  it('moves on every chunk of a small import, and keeps a cancel asked for', () => {
    const cancelling: ImportPhase = { phase: 'running', done: 0, total: 3, cancelling: true };
    expect(afterChunk(cancelling, 1, 3)).toEqual({ phase: 'running', done: 1, total: 3, cancelling: true });
    expect(afterChunk({ phase: 'idle' }, 1, 3)).toEqual({
      phase: 'running',
      done: 1,
      total: 3,
      cancelling: false,
    });
  });
});

describe('readingPercent', () => {
  it('puts reading, checking and receiving the rows one after the other on the bar', () => {
    expect(readingPercent({ phase: 'parse', done: 50, total: 100 })).toBe(25);
    expect(readingPercent({ phase: 'validate', done: 0, total: 100 })).toBe(50);
    expect(readingPercent({ phase: 'receive', done: 100, total: 100 })).toBe(100);
  });
});
