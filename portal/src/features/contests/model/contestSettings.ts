import { signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import { ContestStatus } from '@generated/model/index';

/**
 * The contest settings the header's popover offers and the boards read: whether the boards count the
 * submissions made after the contest's end. Kept per contest on this device (local storage), as a signal per
 * contest so that every board open on it follows a change at once.
 */

const key = (cid: number) => `contest.${cid}.containsAfterContest`;

const signals = new Map<number, Signal<boolean>>();

function read(cid: number): boolean {
  try {
    return localStorage.getItem(key(cid)) === 'true';
  } catch {
    return false;
  }
}

let listening = false;

/** A choice made in another tab of this browser reaches the boards open here too. */
function followOtherTabs(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', (event) => {
    for (const [cid, value] of signals)
      if (event.key === null || event.key === key(cid)) value.value = read(cid);
  });
}

function signalOf(cid: number): Signal<boolean> {
  let value = signals.get(cid);
  if (!value) {
    followOtherTabs();
    value = signal(read(cid));
    signals.set(cid, value);
  }
  return value;
}

/**
 * Whether the boards of contest `cid` count submissions made after its end: the reader's choice, off until
 * they turn it on. Boards send it only while `contestSettingsAllowed` says the setting applies.
 */
export function containsAfterContest(cid: number): ReadonlySignal<boolean> {
  return signalOf(cid);
}

export function setContainsAfterContest(cid: number, value: boolean): void {
  signalOf(cid).value = value;
  try {
    if (value) localStorage.setItem(key(cid), 'true');
    else localStorage.removeItem(key(cid));
  } catch {
    // Private mode or a full store: the choice lasts for this visit only.
  }
}

/**
 * Whether the contest's settings are offered: to its admins, once a contest that takes submissions after its
 * end has ended (before that there is nothing after the contest to count).
 */
export function contestSettingsAllowed(
  contest: { allowEndSubmit?: boolean | null },
  viewer: { isAdmin: boolean | null; status: ContestStatus | null },
): boolean {
  return viewer.isAdmin === true && contest.allowEndSubmit === true && viewer.status === ContestStatus.ENDED;
}

/** Forgets the signals (tests: a fresh page reads local storage again). */
export function resetContestSettings(): void {
  signals.clear();
}
