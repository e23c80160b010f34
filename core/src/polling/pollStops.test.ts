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

/** Leaves the tab and comes back, and drops off the network and comes back: none of it may ask again. */
async function everyWayBack() {
  setVisibility('hidden');
  await pass(60_000);
  setVisibility('visible');
  goOffline();
  goOnline();
  await pass(0);
}

describe('polling ends', () => {
  it('for good once `until` holds for the answer (a final verdict)', async () => {
    randomSequence(0);
    const statuses = ['Pending', 'Judging'];
    run = startPolling(
      { intervalMs: 2_000, until: (status: string) => status === 'Accepted' },
      (request) => statuses[request - 1] ?? 'Accepted',
    );
    await pass(60_000);
    expect(run.requests).toEqual([0, 2_000, 4_000]);
    await everyWayBack();
    expect(run.requests).toHaveLength(3);
  });

  it('after `maxPolls` answers', async () => {
    randomSequence(0);
    run = startPolling({ intervalMs: 2_000, maxPolls: 5 }, () => 'Judging');
    await pass(10 * 60_000);
    expect(run.requests).toEqual([0, 2_000, 4_000, 6_000, 8_000]);
    await everyWayBack();
    expect(run.requests).toHaveLength(5);
  });

  it('never starts when the plan is switched off (a board without auto refresh), though the query reads once', async () => {
    run = startPolling({ intervalMs: 30_000, enabled: false }, () => 'board');
    await pass(10 * 60_000);
    await everyWayBack();
    expect(run.requests).toEqual([0]);
  });
});
