import { useT } from '@portal/i18n/useT';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import './Pager.css';

interface PagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Announcement pages". */
  label: string;
}

/** Page numbers around the current one, with the first and last always reachable. */
function visiblePages(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) result.push('gap');
    result.push(p);
  });
  return result;
}

export function Pager({ page, pages, onChange, label }: PagerProps) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="pager__button"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('pager.previous')}
      >
        <ChevronLeftIcon />
      </button>
      {visiblePages(page, pages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="pager__button"
            onClick={() => onChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: item })}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager__button"
        onClick={() => onChange(page + 1)}
        disabled={page >= pages}
        aria-label={t('pager.next')}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
