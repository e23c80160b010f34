import { useEffect, useReducer } from 'react';
import { ContestStatus } from '@generated/model/index';
import { contestStatusAt, contestSwitchMoments } from '@hoj/core/domain/contest';
import { parseHojDate } from '@hoj/core/format/date';
import { useServerNow } from '@portal/shared/hooks/useServerNow';

export interface ContestTimes {
  status: ContestStatus;
  startTime: string;
  endTime: string;
}

export interface ContestClock {
  status: ContestStatus;
  /** Time left until the next switch (start, then end); null once ended or when a time is unreadable. */
  remainingMs: number | null;
}

/**
 * Where a contest stands at `nowMs` (the server's time): scheduled before its start, running until its end,
 * ended after; with the time left until the next switch.
 */
export function contestClockAt(contest: ContestTimes, nowMs: number): ContestClock {
  const status = contestStatusAt(contest, nowMs);
  const start = parseHojDate(contest.startTime);
  const end = parseHojDate(contest.endTime);
  if (!start || !end) return { status, remainingMs: null };
  if (status === ContestStatus.SCHEDULED)
    return { status, remainingMs: Math.max(0, start.getTime() - nowMs) };
  if (status === ContestStatus.RUNNING) return { status, remainingMs: Math.max(0, end.getTime() - nowMs) };
  return { status, remainingMs: null };
}

export interface CountdownParts {
  days: number;
  /** HH:MM:SS of the rest of the day. */
  time: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A countdown as whole days and HH:MM:SS, rounded up so "00:00:00" shows only at the switch itself. */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total - days * 86_400;
  const hours = Math.floor(rest / 3600);
  const minutes = Math.floor((rest % 3600) / 60);
  const seconds = rest % 60;
  return { days, time: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
}

/** The clock at one tick, with the server's time it was read at (the progress bar reads the same moment). */
export interface TickingClock extends ContestClock {
  nowMs: number;
}

/**
 * The contest's clock on the server's time, ticking every second until the contest has ended and switching
 * status at the server's moment.
 */
export function useContestClock(contest: ContestTimes | undefined): TickingClock | null {
  const now = useServerNow(contest ? contestSwitchMoments(contest) : []);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const clock = contest ? { ...contestClockAt(contest, now), nowMs: now } : null;
  const ticking = clock !== null && clock.status !== ContestStatus.ENDED;

  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  return clock;
}

/**
 * The contest's status on the server's time, re-rendering only when it switches (scheduled → running → ended)
 * or when the server clock is corrected, for what must follow the switch (the contest menu) but shows no
 * countdown. The time is read at each render: the menu outlives the contest it shows.
 */
export function useContestStatus(contest: ContestTimes | undefined): ContestStatus | null {
  const now = useServerNow(contest ? contestSwitchMoments(contest) : []);
  return contest ? contestStatusAt(contest, now) : null;
}
