import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import '@portal/i18n/pages/trainings';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { isLoggedIn, userSignal } from '@portal/shared/session/sessionSignals';
import { Pager } from '@portal/shared/ui/Pager';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { trainingListQuery } from '../api/trainingListQueries';
import { CategoryFilter } from '../components/CategoryFilter';
import { TrainingFilterBar } from '../components/TrainingFilterBar';
import { TrainingTable } from '../components/TrainingTable';
import {
  TRAININGS_PER_PAGE,
  changeTrainingFilters,
  trainingFiltersOf,
  trainingSearchOf,
  type TrainingListFilters,
} from '../model/trainingListFilters';
import './TrainingListPage.css';

/**
 * The site's trainings, 15 a page: keyword, visibility and category live in the address (empty ones left out;
 * any change goes back to the first page), so a filtered list can be shared, reloaded and reached with Back.
 * Signed-in users see their progress in each.
 */
export function TrainingListPage() {
  useSignals();
  const t = useT();
  usePageTitle(t('trainings.list.title'));
  const categoriesId = useId();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => trainingFiltersOf(params), [params]);
  const go = (next: TrainingListFilters) => setParams(trainingSearchOf(next));
  const change = (changes: Partial<Omit<TrainingListFilters, 'currentPage'>>) =>
    go(changeTrainingFilters(filters, changes));
  const loggedIn = isLoggedIn.value;
  const query = useQuery(trainingListQuery(filters, loggedIn ? (userSignal.value?.uid ?? '') : ''));

  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={6} label={t('trainings.list.loading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('trainings.list.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.records.length === 0) body = <EmptyState message={t('trainings.list.empty')} />;
  else body = <TrainingTable trainings={view.data.records} showProgress={loggedIn} />;

  const total = view.kind === 'ready' ? view.data.total : 0;
  return (
    <div className="page training-list">
      <h1 className="training-list__title">{t('trainings.list.title')}</h1>
      <div className="training-list__layout">
        <aside className="training-list__side" aria-labelledby={categoriesId}>
          <h2 id={categoriesId} className="training-list__side-title">
            {t('trainings.filter.category')}
          </h2>
          <CategoryFilter
            selected={filters.categoryId}
            onSelect={(categoryId) => change({ categoryId })}
            labelledBy={categoriesId}
          />
        </aside>
        <div className="training-list__main">
          <TrainingFilterBar filters={filters} onChange={change} />
          <RefreshFailed query={query} />
          <div className="training-list__body" aria-busy={query.isPlaceholderData || undefined}>
            {body}
          </div>
          {view.kind === 'ready' ? (
            <div className="training-list__footer">
              <span className="training-list__count">{t('trainings.list.count', { count: total })}</span>
              <Pager
                page={filters.currentPage}
                pages={Math.max(1, Math.ceil(total / TRAININGS_PER_PAGE))}
                onChange={(currentPage) => go({ ...filters, currentPage })}
                label={t('trainings.list.pages')}
              />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
