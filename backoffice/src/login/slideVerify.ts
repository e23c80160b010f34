/**
 * The slide check's geometry and the count that turns it on, as the portal has them (the two apps are separate
 * bundles and share no UI code): after {@link SLIDE_VERIFY_AFTER} failed logins in this browser session the
 * piece must be moved onto the gap, within {@link SLIDE_TOLERANCE} px, before the next attempt is sent.
 */
export const SLIDE_VERIFY_AFTER = 5;
export const PICTURE_WIDTH = 280;
export const PIECE_SIZE = 44;
export const SLIDER_MAX = PICTURE_WIDTH - PIECE_SIZE;
export const SLIDE_TOLERANCE = 3;
/** The gap never sits where the piece starts, so releasing without moving never passes. */
export const MIN_TARGET = 60;
/** PageUp/PageDown move this far; arrows move one pixel. */
export const PAGE_STEP = 10;
/** Within this distance the slider says the piece is close to the gap (a PageUp step never jumps over it). */
export const NEAR_DISTANCE = 15;

/** The portal's key: both apps live on one origin, so failures in either count in this tab. */
const FAILURES_KEY = 'loginFailNum';

export function randomTarget(random: () => number = Math.random): number {
  return MIN_TARGET + Math.floor(random() * (SLIDER_MAX - MIN_TARGET + 1));
}

export function clampSlider(value: number): number {
  return Math.min(SLIDER_MAX, Math.max(0, Math.round(value)));
}

export function isSolved(value: number, target: number): boolean {
  return Math.abs(value - target) <= SLIDE_TOLERANCE;
}

export type Proximity = 'on' | 'near' | 'far';

/** What the slider tells a screen reader: on, near or away from the gap, never where the gap is. */
export function proximity(value: number, target: number): Proximity {
  if (isSolved(value, target)) return 'on';
  return Math.abs(value - target) <= NEAR_DISTANCE ? 'near' : 'far';
}

/** Where a key moves the handle, or null when the key does not move it. */
export function keyMove(key: string, value: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSlider(value + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSlider(value - 1);
    case 'PageUp':
      return clampSlider(value + PAGE_STEP);
    case 'PageDown':
      return clampSlider(value - PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return SLIDER_MAX;
    default:
      return null;
  }
}

/** Failed logins in this browser session (it survives a reload of the tab). */
export function storedLoginFailures(): number {
  try {
    const value = Number.parseInt(sessionStorage.getItem(FAILURES_KEY) ?? '0', 10);
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function storeLoginFailures(count: number): void {
  try {
    if (count === 0) sessionStorage.removeItem(FAILURES_KEY);
    else sessionStorage.setItem(FAILURES_KEY, String(count));
  } catch {
    // Private modes may refuse storage; the count then lasts as long as the page.
  }
}
