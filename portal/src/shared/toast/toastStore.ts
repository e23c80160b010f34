import { signal } from '@preact/signals-react';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Errors and warnings stay longer: they usually need reading, not just noticing. */
const DISMISS_AFTER_MS: Record<ToastKind, number> = { success: 3000, info: 4000, warning: 6000, error: 6000 };
const MAX_VISIBLE = 4;

export const toastsSignal = signal<readonly Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  toastsSignal.value = toastsSignal.value.filter((toast) => toast.id !== id);
}

function schedule(toast: Toast): void {
  const previous = timers.get(toast.id);
  if (previous !== undefined) clearTimeout(previous);
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), DISMISS_AFTER_MS[toast.kind]),
  );
}

/**
 * Shows a toast. The same message already on screen is not repeated (several failed calls, or the generic
 * error hook plus a specific one, often report the same thing); its timer restarts instead.
 */
export function showToast(kind: ToastKind, message: string): void {
  const same = toastsSignal.value.find((toast) => toast.kind === kind && toast.message === message);
  if (same) {
    schedule(same);
    return;
  }
  const toast: Toast = { id: nextId++, kind, message };
  const overflow = toastsSignal.value.length - (MAX_VISIBLE - 1);
  for (const oldest of toastsSignal.value.slice(0, Math.max(0, overflow))) dismissToast(oldest.id);
  toastsSignal.value = [...toastsSignal.value, toast];
  schedule(toast);
}

/** Removes every toast at once (tests, and a fresh start after logout in another tab). */
export function clearToasts(): void {
  for (const toast of toastsSignal.value) dismissToast(toast.id);
}
