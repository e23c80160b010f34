import { useQuery } from '@tanstack/react-query';
import { hexColour } from '@hoj/core/format/hexColour';
import { useT } from '@portal/i18n/useT';
import { queryView } from '@portal/shared/ui/queryView';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import { trainingCategoriesQuery } from '../api/trainingListQueries';

interface CategoryFilterProps {
  /** The category the list shows; null for all. */
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
  /** Names the group of buttons (the sidebar's heading). */
  labelledBy: string;
}

/**
 * The site's training categories as toggle buttons, each with its colour: a sidebar beside the list on wide
 * screens, a row of chips above it on phones. A category the address names but the server no longer has still
 * shows the list (empty), and "All" brings every training back.
 */
export function CategoryFilter({ selected, onSelect, labelledBy }: CategoryFilterProps) {
  const t = useT();
  const query = useQuery(trainingCategoriesQuery());
  const view = queryView(query);
  if (view.kind === 'pending') return <Skeleton rows={2} label={t('trainings.categories.loading')} />;
  if (view.kind === 'failed')
    return (
      <ErrorState
        message={t('trainings.categories.error')}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <div className="training-categories" role="group" aria-labelledby={labelledBy}>
      <button
        type="button"
        className="training-chip training-category"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {t('trainings.filter.all')}
      </button>
      {view.data.map((category) => {
        const colour = hexColour(category.color);
        return (
          <button
            key={category.id}
            type="button"
            className="training-chip training-category"
            aria-pressed={selected === category.id}
            onClick={() => onSelect(category.id ?? null)}
          >
            <span
              className="training-category__swatch"
              style={colour ? { background: colour } : undefined}
              aria-hidden="true"
            />
            {category.name || t('trainings.category.unnamed')}
          </button>
        );
      })}
    </div>
  );
}
