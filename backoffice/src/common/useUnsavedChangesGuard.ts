import { useEffect } from 'react';

/** The guards whose form holds unsaved edits right now (one per mounted dirty form). */
const dirtyForms = new Set<symbol>();

/**
 * For actions that leave the page without a link (logout, a language switch that rebuilds the screens): true
 * when nothing is unsaved or the user agrees to drop it.
 */
export function confirmDiscard(message: string): boolean {
  return dirtyForms.size === 0 || window.confirm(message);
}

/**
 * Asks before leaving a dirty form. The back office runs in a BrowserRouter (no data router), so react-admin's
 * `warnWhenUnsavedChanges` cannot block; instead a click on any in-page link is held for a confirm, closing
 * or reloading the tab triggers the browser's own prompt, and logout and the language menu ask `confirmDiscard`.
 */
export function useUnsavedChangesGuard(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const token = Symbol('dirty form');
    dirtyForms.add(token);
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
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, message]);
}
