import { ApiError } from '@hoj/core/http/apiError';
import { runBatch, tally, type BatchOutcome } from './batchRun';

const apiError = (msg: string) =>
  new ApiError({
    kind: 'business',
    httpStatus: 200,
    status: 400,
    msg,
    url: '/api/x',
    admin: true,
    transport: false,
  });

describe('runBatch', () => {
  it('goes on after a failure, reporting every item in order with the server message', async () => {
    const seen: [number, BatchOutcome][] = [];
    const outcomes = await runBatch(
      [1, 2, 3, 4],
      async (n) => {
        if (n === 2) throw apiError('题目不存在');
        if (n === 3) return { skip: 'remote' };
        return undefined;
      },
      { onSettled: (index, outcome) => seen.push([index, outcome]) },
    );
    expect(outcomes).toEqual([
      { state: 'ok' },
      { state: 'failed', message: '题目不存在' },
      { state: 'skipped', reason: 'remote' },
      { state: 'ok' },
    ]);
    expect(seen.map(([index]) => index)).toEqual([0, 1, 2, 3]);
    expect(tally(outcomes)).toEqual({ ok: 2, failed: 1, skipped: 1, stopped: 0, pending: 0 });
  });

  it('finishes the step under way when stopped and marks the rest stopped, never dropping one', async () => {
    const controller = new AbortController();
    const called: number[] = [];
    const outcomes = await runBatch(
      [1, 2, 3],
      async (n) => {
        called.push(n);
        if (n === 1) controller.abort();
        return undefined;
      },
      { onSettled: () => undefined },
      controller.signal,
    );
    expect(called).toEqual([1]);
    expect(outcomes.map((outcome) => outcome.state)).toEqual(['ok', 'stopped', 'stopped']);
  });

  it('reports a thrown non-error as text', async () => {
    const [outcome] = await runBatch(['a'], () => Promise.reject(new Error('network down')), {
      onSettled: () => undefined,
    });
    expect(outcome).toEqual({ state: 'failed', message: 'network down' });
  });
});
