/**
 * The slide-verify puzzle's geometry (both apps' login forms use it), in logical pixels of a 280-wide picture (it scales with the dialog):
 * the piece moves from 0 to {@link SLIDER_MAX}; a release within 3 px of the gap passes.
 */
export const PICTURE_WIDTH = 280;
export const PIECE_SIZE = 44;
export const SLIDER_MAX = PICTURE_WIDTH - PIECE_SIZE;
export const SLIDE_TOLERANCE = 3;
/** The gap never sits where the piece starts, so releasing without moving never passes. */
export const MIN_TARGET = 60;
/** PageUp/PageDown move this far; arrows move one pixel. */
export const PAGE_STEP = 10;

export function randomTarget(random: () => number = Math.random): number {
  return MIN_TARGET + Math.floor(random() * (SLIDER_MAX - MIN_TARGET + 1));
}

export function clampSlider(value: number): number {
  return Math.min(SLIDER_MAX, Math.max(0, Math.round(value)));
}

export function isSolved(value: number, target: number): boolean {
  return Math.abs(value - target) <= SLIDE_TOLERANCE;
}

/** Within this distance the slider says the piece is close to the gap (a PageUp step never jumps over it). */
export const NEAR_DISTANCE = 15;

export type Proximity = 'on' | 'near' | 'far';

/**
 * What the slider tells a screen-reader user about the piece, as the picture tells a sighted one while moving
 * it: on the gap, close to it, or away from it; never where the gap is, which would give the answer away.
 */
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
