import type { ReactNode } from 'react';
import type { ColorCategory } from '@hoj/core/domain/colors';
import './Tag.css';

/** Tones are core's colour categories, so domain tables (contest status, auth …) map straight onto tags. */
export function Tag({ tone = 'neutral', children }: { tone?: ColorCategory; children: ReactNode }) {
  return <span className={`tag tag--${tone}`}>{children}</span>;
}
