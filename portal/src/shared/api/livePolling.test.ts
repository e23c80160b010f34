import type { Query } from '@tanstack/react-query';
import { LIVE_POLL_INTERVAL_MS, MAX_LIVE_POLLS, livePollInterval } from './livePolling';

type State = { status: 'pending' | 'success' | 'error'; data: number | undefined; dataUpdateCount: number };
const query = (state: State) => ({ state }) as unknown as Query<number, Error, number, readonly unknown[]>;
const interval = livePollInterval<number>((status) => status >= 5 && status <= 7);

describe('livePollInterval', () => {
  it('polls every 2 s while the status is live', () => {
    expect(interval(query({ status: 'success', data: 5, dataUpdateCount: 1 }))).toBe(LIVE_POLL_INTERVAL_MS);
    expect(LIVE_POLL_INTERVAL_MS).toBe(2000);
  });

  it('stops on a final status, before any answer, after an error and at the 300th answer', () => {
    expect(interval(query({ status: 'success', data: 0, dataUpdateCount: 3 }))).toBe(false);
    expect(interval(query({ status: 'pending', data: undefined, dataUpdateCount: 0 }))).toBe(false);
    expect(interval(query({ status: 'error', data: 7, dataUpdateCount: 4 }))).toBe(false);
    expect(interval(query({ status: 'success', data: 7, dataUpdateCount: MAX_LIVE_POLLS - 1 }))).toBe(2000);
    expect(interval(query({ status: 'success', data: 7, dataUpdateCount: MAX_LIVE_POLLS }))).toBe(false);
  });
});
