import { act, renderHook } from '@testing-library/react';
import type { Query } from '@tanstack/react-query';
import { JudgeStatus } from '@generated/model/index';
import { isLiveStatus } from '@hoj/core/domain/judgeStatus';
import {
  LIVE_POLL_INTERVAL_MS,
  MAX_LIVE_POLLS,
  POLL_BACKOFF_MS,
  livePollInterval,
  pollBackoffMs,
  usePollRecovery,
} from './livePolling';

type State = {
  status: 'pending' | 'success' | 'error';
  data: JudgeStatus | undefined;
  dataUpdateCount: number;
  errorUpdateCount?: number;
};
/** A stand-in query whose state the test moves on, as react-query would after each poll. */
function fakeQuery(state: State) {
  const query = { state: { errorUpdateCount: 0, ...state } };
  return {
    query: query as unknown as Query<JudgeStatus, Error, JudgeStatus, readonly unknown[]>,
    set: (next: Partial<State>) => Object.assign(query.state, next),
  };
}
// The rule of core's status table, not a copy of it: a change there is a change here.
const interval = livePollInterval<JudgeStatus>((status) => isLiveStatus(status));

afterEach(() => jest.restoreAllMocks());

describe('livePollInterval', () => {
  it('polls every 2 s while the status is live', () => {
    const { query } = fakeQuery({ status: 'success', data: JudgeStatus.PENDING, dataUpdateCount: 1 });
    expect(interval(query)).toBe(LIVE_POLL_INTERVAL_MS);
    expect(LIVE_POLL_INTERVAL_MS).toBe(2000);
  });

  it('stops on a final status, before any answer, and at the 300th live answer', () => {
    expect(
      interval(fakeQuery({ status: 'success', data: JudgeStatus.ACCEPTED, dataUpdateCount: 3 }).query),
    ).toBe(false);
    expect(interval(fakeQuery({ status: 'pending', data: undefined, dataUpdateCount: 0 }).query)).toBe(false);
    expect(interval(fakeQuery({ status: 'error', data: undefined, dataUpdateCount: 0 }).query)).toBe(false);
    expect(
      interval(
        fakeQuery({ status: 'success', data: JudgeStatus.JUDGING, dataUpdateCount: MAX_LIVE_POLLS - 1 })
          .query,
      ),
    ).toBe(2000);
    expect(
      interval(
        fakeQuery({ status: 'success', data: JudgeStatus.JUDGING, dataUpdateCount: MAX_LIVE_POLLS }).query,
      ),
    ).toBe(false);
  });

  it('keeps polling after failed polls, waiting 2, 4, 8, 16, then 30 s (±20 %), and back to 2 s after an answer', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const { query, set } = fakeQuery({ status: 'success', data: JudgeStatus.PENDING, dataUpdateCount: 1 });
    expect(interval(query)).toBe(2000);
    const waits: (number | false)[] = [];
    for (let failures = 1; failures <= 7; failures += 1) {
      set({ status: 'error', errorUpdateCount: failures });
      waits.push(interval(query));
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);

    set({ status: 'success', dataUpdateCount: 2 });
    expect(interval(query)).toBe(2000);
    // A new run of failures starts the back-off from the beginning.
    set({ status: 'error', errorUpdateCount: 8 });
    expect(interval(query)).toBe(2000);
    set({ status: 'error', errorUpdateCount: 9 });
    expect(interval(query)).toBe(4000);
  });

  it('does not poll after a failed re-read of something already final', () => {
    const { query } = fakeQuery({
      status: 'error',
      data: JudgeStatus.WRONG_ANSWER,
      dataUpdateCount: 2,
      errorUpdateCount: 1,
    });
    expect(interval(query)).toBe(false);
  });

  it('draws the jitter once per failure, so asking again does not move the timer', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0);
    const { query, set } = fakeQuery({ status: 'success', data: JudgeStatus.PENDING, dataUpdateCount: 1 });
    interval(query);
    set({ status: 'error', errorUpdateCount: 1 });
    expect(interval(query)).toBe(1600);
    random.mockReturnValue(0.99);
    expect(interval(query)).toBe(1600);
    set({ errorUpdateCount: 2 });
    expect(interval(query)).toBe(Math.round(4000 * (1 + 0.2 * (2 * 0.99 - 1))));
  });

  it('takes another pace where one is given (the test judge asks every second)', () => {
    const perSecond = livePollInterval<JudgeStatus>((status) => isLiveStatus(status), 1000);
    const { query } = fakeQuery({ status: 'success', data: JudgeStatus.PENDING, dataUpdateCount: 1 });
    expect(perSecond(query)).toBe(1000);
  });
});

describe('pollBackoffMs', () => {
  it('stays within 20 % of each step and never passes 36 s', () => {
    for (const [index, base] of POLL_BACKOFF_MS.entries()) {
      expect(pollBackoffMs(index + 1, () => 0)).toBe(base * 0.8);
      expect(pollBackoffMs(index + 1, () => 1)).toBe(base * 1.2);
    }
    expect(pollBackoffMs(50, () => 1)).toBe(36000);
  });
});

describe('usePollRecovery', () => {
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
