import type { ColorCategory } from '@hoj/core/domain/colors';

/** Solved share of a training in percent (0 to 100); an empty training counts as nothing solved. */
export function progressPercent(solved: number, total: number): number {
  if (!(total > 0) || !(solved > 0)) return 0;
  return Math.min(100, (solved / total) * 100);
}

/**
 * The bar's colour, in steps of a fifth as the old site drew it: grey under 20 %, then red, orange, blue, and
 * green from 80 %.
 */
export function progressTone(percent: number): ColorCategory {
  if (percent < 20) return 'neutral';
  if (percent < 40) return 'danger';
  if (percent < 60) return 'warning';
  if (percent < 80) return 'primary';
  return 'success';
}
