/** The statement pane keeps at least this width, so statements with tables and samples stay readable. */
export const SPLIT_MIN_LEFT = 420;
/** The editor pane keeps at least this width, enough for the editor's toolbar on one line. */
export const SPLIT_MIN_RIGHT = 580;
/** Width of the divider between the panes. */
export const SPLIT_DIVIDER = 12;
/** The problem page's side padding, both sides together (`.problem-page` in ProblemDetailsPage.css). */
export const SPLIT_PAGE_GUTTERS = 2 * 16;
/**
 * Room for a classic vertical scrollbar (17 px on Windows): the side-by-side page is a screen tall and the footer
 * follows it, so such systems show one, and a media query counts it in the window's width.
 */
export const SPLIT_SCROLLBAR_ALLOWANCE = 17;
/**
 * The narrowest window that holds both panes at their minimum widths. Narrower windows stack the panes: side
 * by side, the editor would get less than its minimum. ProblemDetailsPage.css uses the same number in its
 * media query (a test compares them).
 */
export const WIDE_LAYOUT_MIN_WIDTH =
  SPLIT_MIN_LEFT + SPLIT_DIVIDER + SPLIT_MIN_RIGHT + SPLIT_PAGE_GUTTERS + SPLIT_SCROLLBAR_ALLOWANCE;
/** One arrow-key press moves the divider by this much; Page Up/Down by five times as much. */
export const SPLIT_STEP = 20;
/** The statement's share of the width before the reader has moved the divider. */
export const SPLIT_DEFAULT_SHARE = 0.45;
/** Where the chosen width is remembered (per device, for every problem). */
export const SPLIT_STORAGE_KEY = 'hoj.problem.splitLeft';

export interface SplitBounds {
  min: number;
  max: number;
}

/** The widths the statement pane may take in a container `containerWidth` wide. */
export function splitBounds(containerWidth: number): SplitBounds {
  const max = Math.floor(containerWidth - SPLIT_DIVIDER - SPLIT_MIN_RIGHT);
  // Narrower than both minimums: the statement keeps its minimum and the editor gets what is left.
  return { min: SPLIT_MIN_LEFT, max: Math.max(SPLIT_MIN_LEFT, max) };
}

export function clampSplit(width: number, bounds: SplitBounds): number {
  if (!Number.isFinite(width)) return bounds.min;
  return Math.round(Math.min(bounds.max, Math.max(bounds.min, width)));
}

/** The statement's width before the reader has chosen one. */
export function defaultSplit(containerWidth: number): number {
  return clampSplit(containerWidth * SPLIT_DEFAULT_SHARE, splitBounds(containerWidth));
}

/** The width a key press on the divider asks for, or null for a key the divider does not handle. */
export function splitAfterKey(key: string, current: number, bounds: SplitBounds): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampSplit(current - SPLIT_STEP, bounds);
    case 'ArrowRight':
      return clampSplit(current + SPLIT_STEP, bounds);
    case 'PageUp':
      return clampSplit(current - 5 * SPLIT_STEP, bounds);
    case 'PageDown':
      return clampSplit(current + 5 * SPLIT_STEP, bounds);
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    default:
      return null;
  }
}

/** The remembered width, or null when none is stored or storage holds something else. */
export function readStoredSplit(storage: Pick<Storage, 'getItem'>): number | null {
  try {
    const value = Number(storage.getItem(SPLIT_STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  } catch {
    return null;
  }
}

export function storeSplit(storage: Pick<Storage, 'setItem'>, width: number): void {
  try {
    storage.setItem(SPLIT_STORAGE_KEY, String(Math.round(width)));
  } catch {
    // Storage full or refused: the width holds for this visit only.
  }
}
