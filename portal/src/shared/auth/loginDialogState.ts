import { signal } from '@preact/signals-react';
import { hasControlCharacter } from '@hoj/core/domain/accountRules';

export type LoginNotice = 'loginRequired' | null;

/** The account dialogs share one slot: login can switch to register or reset and back. */
export type AccountDialogView = 'login' | 'register' | 'reset';

export interface LoginDialogState {
  open: boolean;
  view: AccountDialogView;
  /** Why the dialog opened by itself, shown above the form ('Please login first'). */
  notice: LoginNotice;
  /** A username to put in the login form (after registering or resetting a password). */
  username: string;
  /** Where the user was going when a login was asked for; the dialog goes there after logging in. */
  returnTo: string | null;
}

const closed: LoginDialogState = { open: false, view: 'login', notice: null, username: '', returnTo: null };

/**
 * A path of this site to go back to after logging in, or null: only `/…` paths, never `//host` or `/\host`
 * (which browsers read as another site), so a crafted link cannot send a fresh login elsewhere.
 */
export function sameSitePath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return hasControlCharacter(path) ? null : path;
}

/**
 * Any feature may ask for a login (clicking a contest, a guarded route, an HTTP 401); the app mounts the dialog.
 * Kept here so features never import the auth feature.
 */
export const loginDialogSignal = signal<LoginDialogState>(closed);

/** The element focused when the dialogs opened; focus goes back there when they close, whatever was switched. */
let opener: HTMLElement | null = null;

export function openLoginDialog(
  notice: LoginNotice = null,
  username = '',
  returnTo: string | null = null,
): void {
  if (!loginDialogSignal.value.open)
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  loginDialogSignal.value = { open: true, view: 'login', notice, username, returnTo: sameSitePath(returnTo) };
}

/** Switches the open dialog to another account dialog (the notice belongs to the login view only). */
export function switchAccountDialog(view: AccountDialogView, username = ''): void {
  const current = loginDialogSignal.value;
  if (!current.open) opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  loginDialogSignal.value = {
    open: true,
    view,
    notice: view === 'login' ? current.notice : null,
    username,
    returnTo: current.returnTo,
  };
}

export function closeLoginDialog(): void {
  loginDialogSignal.value = closed;
}

/** Who opened the dialogs, once, for returning focus after they closed. */
export function takeDialogOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  return element;
}
