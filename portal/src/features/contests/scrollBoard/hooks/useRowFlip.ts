import { useCallback, useLayoutEffect, useRef } from 'react';

/** Beyond this many rows shifting, only the rows that jump are animated (the others shift by one place). */
const MAX_ANIMATED_ROWS = 400;

/**
 * Rows whose place changed, with how many places they moved up (negative: down). When too many shifted to
 * animate them all, the rows that moved more than one place.
 */
export function rowMoves(before: ReadonlyMap<string, number>, after: readonly string[]): Map<string, number> {
  const moves = new Map<string, number>();
  after.forEach((uid, index) => {
    const was = before.get(uid);
    if (was !== undefined && was !== index) moves.set(uid, was - index);
  });
  if (moves.size <= MAX_ANIMATED_ROWS) return moves;
  return new Map([...moves].filter(([, places]) => Math.abs(places) > 1));
}

export interface FlipTiming {
  /** No movement at all (the reader asked their system for less motion). */
  reduced: boolean;
  /** How long a row waits before moving (the revealed cell shows first), and how long it moves. */
  delayMs: number;
  moveMs: number;
}

const clear = (element: HTMLElement) => {
  element.style.transition = '';
  element.style.transform = '';
  element.style.willChange = '';
  element.style.zIndex = '';
};

/**
 * FLIP for rows that change places: the new order is drawn at once, each moved row is put back where it was
 * with a transform and then let go to its new place. A change that comes while rows are still moving finishes
 * that movement at once first. Rows are assumed to be of one height (the board draws them so), so their old
 * places follow from their old positions in the order. Returns the function each row registers its element with.
 */
export function useRowFlip(
  order: readonly string[],
  timing: FlipTiming,
): (uid: string, element: HTMLElement | null) => void {
  const elements = useRef(new Map<string, HTMLElement>());
  const previous = useRef<Map<string, number> | null>(null);
  const moving = useRef<HTMLElement[]>([]);

  const register = useCallback((uid: string, element: HTMLElement | null) => {
    if (element) elements.current.set(uid, element);
    else elements.current.delete(uid);
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = new Map(order.map((uid, index) => [uid, index]));
    for (const element of moving.current) clear(element);
    moving.current = [];
    if (!before || timing.reduced) return undefined;

    const moves = rowMoves(before, order);
    const placed: [HTMLElement, number][] = [];
    for (const [uid, places] of moves) {
      const element = elements.current.get(uid);
      if (element) placed.push([element, places]);
    }
    const pitch = placed[0]?.[0].getBoundingClientRect().height ?? 0;
    if (placed.length === 0 || pitch <= 0) return undefined;

    for (const [element, places] of placed) {
      // Each moving row on a layer of its own: the move is then the compositor's work, not a repaint per frame.
      element.style.willChange = 'transform';
      element.style.transition = 'none';
      element.style.transform = `translateY(${places * pitch}px)`;
      // The row that climbs passes over the rows it overtakes.
      if (places > 0) element.style.zIndex = '1';
    }
    // Reading a size makes the browser take the rows' old places before they are let go.
    placed[0]?.[0].getBoundingClientRect();
    for (const [element] of placed) {
      element.style.transition = `transform ${timing.moveMs}ms ease-in-out ${timing.delayMs}ms`;
      element.style.transform = '';
    }
    moving.current = placed.map(([element]) => element);
    const settled = setTimeout(
      () => {
        for (const element of moving.current) clear(element);
        moving.current = [];
      },
      timing.delayMs + timing.moveMs + 50,
    );
    return () => clearTimeout(settled);
  }, [order, timing.delayMs, timing.moveMs, timing.reduced]);

  return register;
}
