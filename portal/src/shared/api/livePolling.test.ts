import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { JudgeStatus } from '@generated/model/index';
import { isLiveStatus } from '@hoj/core/domain/judgeStatus';
import { pass, useFakeWorld } from '@hoj/core/polling/pollHarness.testing';
import { LIVE_POLL_INTERVAL_MS, MAX_LIVE_POLLS, livePollOptions, usePollRecovery } from './livePolling';

/**
 * A submission's status polled through a real QueryClient: `answers` gives the status of each request (1 for the
 * first), or null for a failed one. Returns the fake times of the requests.
 */
function pollJudge(answers: (request: number) => JudgeStatus | null, intervalMs?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.mount();
  const start = Date.now();
  const requests: number[] = [];
  const observer = new QueryObserver<JudgeStatus, Error>(client, {
    queryKey: ['judge', 1],
    queryFn: async () => {
      requests.push(Date.now() - start);
      const status = answers(requests.length);
      if (status === null) throw new Error('down');
      return status;
    },
    // The submit's answer is the first state; the first poll follows one interval later.
    initialData: JudgeStatus.PENDING,
    staleTime: Infinity,
    // The rule of core's status table, not a copy of it: a change there is a change here.
    ...livePollOptions<JudgeStatus>((status) => isLiveStatus(status), intervalMs),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return {
    requests,
    gaps: () => requests.slice(1).map((time, index) => time - (requests[index] ?? 0)),
    observer,
    stop: () => {
      unsubscribe();
      client.clear();
      client.unmount();
    },
  };
}

describe('livePollOptions', () => {
  useFakeWorld();

  it('polls every 2 s (never later) while the status is live, and stops at the final one', async () => {
    expect(LIVE_POLL_INTERVAL_MS).toBe(2000);
    const judge = pollJudge((request) => (request < 4 ? JudgeStatus.JUDGING : JudgeStatus.ACCEPTED));
    await pass(60_000);
    expect(judge.requests).toHaveLength(4);
    expect(judge.requests[0]).toBeGreaterThanOrEqual(1_600);
    expect(judge.requests[0]).toBeLessThanOrEqual(2_000);
    for (const gap of judge.gaps()) {
      expect(gap).toBeGreaterThanOrEqual(1_600);
      expect(gap).toBeLessThanOrEqual(2_000);
    }
    expect(judge.observer.getCurrentResult().data).toBe(JudgeStatus.ACCEPTED);
    judge.stop();
  });

  it('gives up after 300 live answers', async () => {
    const judge = pollJudge(() => JudgeStatus.JUDGING);
    await pass(30 * 60_000);
    expect(judge.requests).toHaveLength(MAX_LIVE_POLLS);
    judge.stop();
  });

  it('keeps polling after failed polls, waiting 2, 4, 8, 16, then 30 s (±20 %), and back to 2 s after an answer', async () => {
    const judge = pollJudge((request) =>
      request >= 2 && request <= 8 ? null : request < 12 ? JudgeStatus.JUDGING : JudgeStatus.ACCEPTED,
    );
    await pass(5 * 60_000);
    const gaps = judge.gaps();
    [2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000].forEach((base, index) => {
      expect(gaps[index + 1]).toBeGreaterThanOrEqual(base * 0.8);
      expect(gaps[index + 1]).toBeLessThanOrEqual(base * 1.2);
    });
    for (const gap of gaps.slice(8)) expect(gap).toBeLessThanOrEqual(2_000);
    expect(judge.requests).toHaveLength(12);
    judge.stop();
  });

  it('takes another pace where one is given (the test judge asks every second)', async () => {
    const run = pollJudge((request) => (request < 3 ? JudgeStatus.PENDING : JudgeStatus.ACCEPTED), 1_000);
    await pass(10_000);
    expect(run.requests).toHaveLength(3);
    expect(run.requests[2]).toBeLessThanOrEqual(3_000);
    run.stop();
  });
});

describe('usePollRecovery', () => {
  afterEach(() => jest.restoreAllMocks());

  it('polls at once on focus, on a shown tab and when back online, only while the last poll failed', () => {
    const poll = jest.fn();
    const { rerender } = renderHook(({ failed }) => usePollRecovery(failed, poll), {
      initialProps: { failed: false },
    });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(poll).not.toHaveBeenCalled();

    rerender({ failed: true });
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(poll).toHaveBeenCalledTimes(3);

    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(poll).toHaveBeenCalledTimes(3);
    hidden.mockRestore();

    rerender({ failed: false });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(poll).toHaveBeenCalledTimes(3);
  });
});
