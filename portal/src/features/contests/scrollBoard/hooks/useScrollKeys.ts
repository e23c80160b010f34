import { useEffect, useLayoutEffect, useRef } from 'react';

export interface ScrollKeyActions {
  next: () => void;
  back: () => void;
  restart: () => void;
  togglePlay: () => void;
  faster: () => void;
  slower: () => void;
}

/** Controls that handle Enter and Space themselves: pressing them there must not also take a step. */
const ACTIVATES = 'button, a[href], summary, [role="button"], [role="link"]';
/** Where typed keys are text. */
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/** The action for a key, or null to leave the key to the page. */
export function keyAction(event: KeyboardEvent, actions: ScrollKeyActions): (() => void) | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING)) return null;
  switch (event.key) {
    case 'Enter':
    case ' ':
    case 'Spacebar':
      return target?.closest(ACTIVATES) ? null : actions.next;
    case 'ArrowRight':
      return actions.next;
    case 'ArrowLeft':
      return actions.back;
    case 'Home':
      return actions.restart;
    case 'p':
    case 'P':
      return actions.togglePlay;
    case '+':
    case '=':
      return actions.faster;
    case '-':
    case '_':
      return actions.slower;
    default:
      return null;
  }
}

/**
 * The resolver's keys anywhere on the page: next step (Enter, Space, →), back one step (←), auto play (P),
 * speed (+ and -), restart (Home). A held key takes one step per press, not one per repeat.
 */
export function useScrollKeys(actions: ScrollKeyActions): void {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = keyAction(event, latest.current);
      if (!action) return;
      event.preventDefault();
      if (!event.repeat) action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
