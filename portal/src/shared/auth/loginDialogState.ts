import { signal } from '@preact/signals-react';

export type LoginNotice = 'loginRequired' | null;

export interface LoginDialogState {
  open: boolean;
  /** Why the dialog opened by itself, shown above the form (spec 000 §2: 'Please login first'). */
  notice: LoginNotice;
}

/**
 * Any feature may ask for a login (clicking a contest, a guarded route, an HTTP 401); the app mounts the dialog.
 * Kept here so features never import the auth feature.
 */
export const loginDialogSignal = signal<LoginDialogState>({ open: false, notice: null });

export function openLoginDialog(notice: LoginNotice = null): void {
  loginDialogSignal.value = { open: true, notice };
}

export function closeLoginDialog(): void {
  loginDialogSignal.value = { open: false, notice: null };
}
