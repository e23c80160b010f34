import type { ColorCategory } from '@hoj/core/domain/colors';

/** A score's colour: 0 fails (red), 100 is full marks, anything between is partial. */
export function scoreTone(score: number): ColorCategory {
  if (score <= 0) return 'danger';
  if (score >= 100) return 'success';
  return 'warning';
}
