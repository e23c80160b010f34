import { useEffect } from 'react';

/** The guards whose form holds unsaved edits right now (one per mounted dirty form), with their question. */
const dirtyForms = new Map<symbol, string>();

/** Marks the history entry the back trap adds on top of the form's own entry (same address). */
const TRAP_KEY = 'hojUnsavedEditsTrap';

function isTrap(state: unknown): boolean {
  return typeof state === 'object' && state !== null && TRAP_KEY in state;
}

function question(): string {
  return [...dirtyForms.values()].at(-1) ?? '';
}

/**
 * The browser's Back button cannot be cancelled under BrowserRouter: the address has already changed when
 * `popstate` arrives. So while a form is dirty, one extra entry with the same address sits on top of the form's
 * own. Back then only steps from that entry down to the form's (same page, nothing unmounts); the trap asks, and
 * either goes back once more for real or puts the extra entry back. The entry is left behind once the form is
 * clean (at worst one Back that stays on the same page), because removing it would race the router's own
 * navigation after a save.
 */
function onPopState(event: PopStateEvent): void {
  if (dirtyForms.size === 0 || isTrap(event.state)) return;
  if (window.confirm(question())) {
    disarmTrap();
    window.history.back();
  } else {
    setTrap();
  }
}

function setTrap(): void {
  const state: unknown = window.history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  window.history.pushState({ ...base, [TRAP_KEY]: true }, '', window.location.href);
}

let armed = false;

function armTrap(): void {
  if (armed) return;
  armed = true;
  if (!isTrap(window.history.state)) setTrap();
  window.addEventListener('popstate', onPopState);
}

function disarmTrap(): void {
  armed = false;
  window.removeEventListener('popstate', onPopState);
}

/**
 * For actions that leave the page without a link (logout, a language switch that rebuilds the screens): true
 * when nothing is unsaved or the user agrees to drop it.
 */
export function confirmDiscard(message: string): boolean {
  return dirtyForms.size === 0 || window.confirm(message);
}

/**
 * Asks before leaving a dirty form. The back office runs in a BrowserRouter (no data router), so react-admin's
 * `warnWhenUnsavedChanges` cannot block; instead a click on any in-page link is held for a confirm, the
 * browser's Back button meets the trap above, closing or reloading the tab triggers the browser's own prompt,
 * and logout and the language menu ask `confirmDiscard`.
 */
export function useUnsavedChangesGuard(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const token = Symbol('dirty form');
    dirtyForms.set(token, message);
    armTrap();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const next = new URL(link.href, window.location.href);
      if (next.origin !== window.location.origin) return;
      if (next.pathname === window.location.pathname && next.search === window.location.search) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyForms.delete(token);
      if (dirtyForms.size === 0) disarmTrap();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, message]);
}
