import { ApiError } from '../http/apiError';
import {
  goOffline,
  goOnline,
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

const down = () =>
  new ApiError({
    kind: 'network',
    msg: 'Network error',
    url: '/api/x',
    admin: false,
    httpStatus: null,
    status: null,
    transport: true,
  });

/** Answers the requests whose numbers (1 for the first) are listed with a failure, the others with data. */
const failing =
  (...failed: number[]) =>
  (request: number) => {
    if (failed.includes(request)) throw down();
    return `answer ${request}`;
  };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function expectWithin(gap: number | undefined, low: number, high: number) {
  expect(gap).toBeGreaterThanOrEqual(low);
  expect(gap).toBeLessThanOrEqual(high);
}

describe('after failed polls', () => {
  it('waits 2, 4, 8, 16, then 30 s (each ±20 %), and goes back to the pace after the first good answer', async () => {
    run = startPolling({ intervalMs: 2_000, maxBackoffMs: 30_000 }, failing(...range(2, 9)));
    await pass(4 * 60_000);
    const gaps = run.gaps();
    // The pace before the server went away, and once it is back.
    expectWithin(gaps[0], 1_600, 2_000);
    [2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000].forEach((base, index) =>
      expectWithin(gaps[index + 1], base * 0.8, base * 1.2),
    );
    expect(gaps.length).toBeGreaterThan(10);
    for (const gap of gaps.slice(9)) expectWithin(gap, 1_600, 2_000);
    expect(run.result().data).toBe(`answer ${run.requests.length}`);
  });

  it('doubles up to 5 minutes unless the plan says otherwise', async () => {
    randomSequence(0.5);
    run = startPolling({ intervalMs: 30_000 }, failing(...range(2, 100)));
    await pass(60 * 60_000);
    expect(run.gaps().slice(0, 8)).toEqual([
      27_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('draws each wait once: the tabs that lost the server together come back to it apart', async () => {
    const first = startPolling({ intervalMs: 30_000 }, failing(...range(2, 100)));
    const second = startPolling({ intervalMs: 30_000 }, failing(...range(2, 100)));
    run = { ...first, stop: () => (first.stop(), second.stop()) };
    await pass(30 * 60_000);
    expect(first.requests.slice(2)).not.toEqual(second.requests.slice(2));
    for (const gap of [...first.gaps(), ...second.gaps()].slice(1)) expectWithin(gap, 24_000, 360_000);
  });

  it('asks at once when the browser is back online, as the failure was most likely the outage', async () => {
    randomSequence(0.5);
    run = startPolling({ intervalMs: 30_000 }, failing(2));
    await pass(30_000);
    expect(run.result().isRefetchError).toBe(true);
    goOffline();
    await pass(5_000);
    goOnline();
    await pass(0);
    expect(run.requests).toEqual([0, 27_000, 35_000]);
    expect(run.result().data).toBe('answer 3');
  });

  it('gives a reader back in the tab one try once the pace has passed since the failure, not right after it', async () => {
    randomSequence(0.5);
    run = startPolling({ intervalMs: 30_000 }, failing(2, 3));
    await pass(27_000);
    // The failure is a second old; the back-off would wait 30 s.
    setVisibility('hidden');
    await pass(1_000);
    setVisibility('visible');
    await pass(0);
    expect(run.requests).toEqual([0, 27_000]);
    setVisibility('hidden');
    // The next poll (at 57 s) falls in the hidden time and is skipped.
    await pass(32_000);
    setVisibility('visible');
    await pass(0);
    expect(run.requests).toEqual([0, 27_000, 60_000]);
  });

  it('with stopOnError, ends polling after a failure, until a good answer by hand starts it again', async () => {
    randomSequence(0);
    run = startPolling({ intervalMs: 30_000, stopOnError: true }, failing(2));
    await pass(30_000);
    expect(run.result().isRefetchError).toBe(true);
    await pass(10 * 60_000);
    setVisibility('hidden');
    setVisibility('visible');
    goOffline();
    goOnline();
    await pass(0);
    expect(run.requests).toEqual([0, 30_000]);

    await run.observers[0]?.refetch();
    await pass(30_000);
    expect(run.requests).toEqual([0, 30_000, 630_000, 660_000]);
  });

  it('ends polling on a refusal, which every step of a back-off would get again', async () => {
    run = startPolling({ intervalMs: 10_000 }, (request) => {
      if (request === 1) return 'board';
      throw new ApiError({
        kind: 'forbidden',
        msg: 'No permission',
        url: '/api/x',
        admin: false,
        httpStatus: 200,
        status: 403,
        transport: false,
      });
    });
    await pass(10 * 60_000);
    expect(run.requests).toHaveLength(2);
  });

  it("keeps backing off for errors that are not the request layer's (the back office's own)", async () => {
    run = startPolling({ intervalMs: 10_000 }, (request) => {
      if (request > 1) throw new Error('HttpError');
      return 'judges';
    });
    await pass(10 * 60_000);
    expect(run.requests.length).toBeGreaterThan(5);
  });
});

describe('a browser back online', () => {
  it('asks once when a poll fell due while it was offline', async () => {
    randomSequence(0);
    run = startPolling({ intervalMs: 10_000 }, () => 'prints');
    await pass(0);
    goOffline();
    await pass(25_000);
    expect(run.requests).toEqual([0]);
    goOnline();
    await pass(0);
    expect(run.requests).toEqual([0, 25_000]);
    await pass(10_000);
    expect(run.requests).toEqual([0, 25_000, 35_000]);
  });

  it('asks nothing when it was offline between two polls', async () => {
    randomSequence(0);
    run = startPolling({ intervalMs: 10_000 }, () => 'prints');
    await pass(2_000);
    goOffline();
    await pass(3_000);
    goOnline();
    await pass(0);
    expect(run.requests).toEqual([0]);
    await pass(5_000);
    expect(run.requests).toEqual([0, 10_000]);
  });
});
