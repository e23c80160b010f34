import type { QueryObserver } from '@tanstack/react-query';
import { pollOptions } from './pollOptions';
import {
  pass,
  randomSequence,
  setVisibility,
  startPolling,
  useFakeWorld,
  type PollRun,
} from './pollHarness.testing';

useFakeWorld();

let run: PollRun | undefined;
afterEach(() => run?.stop());

describe('the pace', () => {
  it('asks once at the start, then once per interval after each answer', async () => {
    randomSequence(0);
    run = startPolling({ intervalMs: 30_000 }, () => 'board');
    await pass(0);
    expect(run.requests).toEqual([0]);
    await pass(29_999);
    expect(run.requests).toEqual([0]);
    await pass(1);
    expect(run.requests).toEqual([0, 30_000]);
    await pass(60_000);
    expect(run.requests).toEqual([0, 30_000, 60_000, 90_000]);
  });

  it('draws each wait between 80 % and 100 % of the pace, so tabs opened together drift apart', async () => {
    randomSequence(0.999, 0.5, 0);
    run = startPolling({ intervalMs: 10_000 }, () => 'ac info');
    await pass(30_000);
    expect(run.gaps()).toEqual([8_002, 9_000, 10_000]);

    // Two tabs opened in the same millisecond, with different draws: their polls no longer meet.
    run.stop();
    jest.restoreAllMocks();
    const first = startPolling({ intervalMs: 10_000 }, () => 'a');
    const second = startPolling({ intervalMs: 10_000 }, () => 'b');
    run = { ...first, stop: () => (first.stop(), second.stop()) };
    await pass(60_000);
    for (const gap of [...first.gaps(), ...second.gaps()]) {
      expect(gap).toBeGreaterThanOrEqual(8_000);
      expect(gap).toBeLessThanOrEqual(10_000);
    }
    expect(first.requests.slice(1)).not.toEqual(second.requests.slice(1));
  });

  it('keeps the drawn wait however often react-query asks again (each render sets the options anew)', async () => {
    const random = randomSequence(0.5);
    run = startPolling({ intervalMs: 10_000 }, () => 'announcements');
    await pass(0);
    const [observer] = run.observers as [QueryObserver<unknown, Error>];
    // A component re-rendering every second, with a new plan object and a new random draw each time: a fresh
    // number would restart the timer at every render and the poll would never come.
    for (let second = 1; second <= 9; second += 1) {
      random.mockReturnValue(second / 10);
      observer.setOptions({ ...observer.options, ...pollOptions({ intervalMs: 10_000 }) });
      await pass(1_000);
    }
    await pass(1_000);
    expect(run.requests).toEqual([0, 9_000]);
  });

  it('starts the wait again after a refetch by hand', async () => {
    randomSequence(0);
    run = startPolling({ intervalMs: 30_000 }, () => 'board');
    await pass(20_000);
    await run.observers[0]?.refetch();
    await pass(29_999);
    expect(run.requests).toEqual([0, 20_000]);
    await pass(1);
    expect(run.requests).toEqual([0, 20_000, 50_000]);
  });

  it('polls a query read by two components once per wait', async () => {
    randomSequence(0.3);
    run = startPolling({ intervalMs: 2_000 }, () => 'status', 2);
    await pass(20_000);
    expect(run.gaps().every((gap) => gap === 1_880)).toBe(true);
    expect(run.requests).toHaveLength(1 + Math.floor(20_000 / 1_880));
  });
});

describe('a hidden tab', () => {
  it('asks nothing while hidden, then once as soon as it is shown, then at the pace again', async () => {
    randomSequence(0);
    run = startPolling({ intervalMs: 30_000 }, () => 'board');
    await pass(0);
    setVisibility('hidden');
    await pass(10 * 60_000);
    expect(run.requests).toEqual([0]);

    setVisibility('visible');
    await pass(0);
    expect(run.requests).toEqual([0, 600_000]);
    await pass(30_000);
    expect(run.requests).toEqual([0, 600_000, 630_000]);
  });

  it('shown again before its poll is due: no request until the poll is due', async () => {
    randomSequence(0);
    run = startPolling({ intervalMs: 30_000 }, () => 'board');
    await pass(1_000);
    setVisibility('hidden');
    await pass(5_000);
    setVisibility('visible');
    await pass(0);
    expect(run.requests).toEqual([0]);
    await pass(24_000);
    expect(run.requests).toEqual([0, 30_000]);
  });

  it('shown right after a poll it made: no second request for the same data', async () => {
    randomSequence(0);
    run = startPolling({ intervalMs: 2_000 }, () => 'status');
    await pass(2_000);
    expect(run.requests).toEqual([0, 2_000]);
    setVisibility('hidden');
    setVisibility('visible');
    await pass(0);
    expect(run.requests).toEqual([0, 2_000]);
  });

  it('is not polled when it comes back online, only when shown', async () => {
    randomSequence(0);
    run = startPolling({ intervalMs: 30_000 }, () => 'board');
    await pass(0);
    setVisibility('hidden');
    window.dispatchEvent(new Event('offline'));
    await pass(60_000);
    window.dispatchEvent(new Event('online'));
    await pass(0);
    expect(run.requests).toEqual([0]);
    setVisibility('visible');
    await pass(0);
    expect(run.requests).toEqual([0, 60_000]);
  });
});
