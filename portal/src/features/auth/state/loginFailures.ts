import { computed, signal } from '@preact/signals-react';

/** After 5 failed logins a slide-verify puzzle is required before the next attempt. */
export const SLIDE_VERIFY_AFTER = 5;

const STORAGE_KEY = 'loginFailNum';

function readStored(): number {
  try {
    const value = Number.parseInt(sessionStorage.getItem(STORAGE_KEY) ?? '0', 10);
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

function store(count: number): void {
  try {
    if (count === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, String(count));
  } catch {
    // Private modes may refuse storage; the count then lasts as long as the page.
  }
}

/** Failed logins in this browser session: it survives closing the dialog and reloading the tab. */
export const loginFailures = signal(readStored());

export const needsSlideVerify = computed(() => loginFailures.value >= SLIDE_VERIFY_AFTER);

export function recordLoginFailure(): void {
  loginFailures.value += 1;
  store(loginFailures.value);
}

export function resetLoginFailures(): void {
  loginFailures.value = 0;
  store(0);
}
