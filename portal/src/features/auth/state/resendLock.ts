import { computed, signal, type ReadonlySignal } from '@preact/signals-react';

export interface ResendLock {
  /** Whole seconds until sending is allowed again; 0 when it is. */
  readonly remaining: ReadonlySignal<number>;
  /** Starts (or restarts) the lock for its full length. */
  start(): void;
  /** Lifts the lock at once (tests, a fresh visitor). */
  clear(): void;
}

/**
 * A resend lock that lives outside any component, so its timer persists across dialog switches: the register
 * and reset dialogs only read it, so closing or switching a dialog never restarts or loses the wait. The
 * deadline is absolute, so a throttled background tab still shows the right number when it wakes.
 */
export function createResendLock(seconds: number): ResendLock {
  const until = signal(0);
  const now = signal(Date.now());
  let timer: ReturnType<typeof setInterval> | null = null;

  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const tick = () => {
    now.value = Date.now();
    if (now.value >= until.value) stop();
  };

  return {
    remaining: computed(() => Math.max(0, Math.ceil((until.value - now.value) / 1000))),
    start() {
      stop();
      now.value = Date.now();
      until.value = now.value + seconds * 1000;
      timer = setInterval(tick, 250);
    },
    clear() {
      stop();
      until.value = 0;
      now.value = Date.now();
    },
  };
}

/** One register-code mail per 60 s, one reset mail per 90 s. */
export const REGISTER_CODE_LOCK_SECONDS = 60;
export const RESET_EMAIL_LOCK_SECONDS = 90;

export const registerCodeLock = createResendLock(REGISTER_CODE_LOCK_SECONDS);
export const resetEmailLock = createResendLock(RESET_EMAIL_LOCK_SECONDS);
