import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import '@portal/i18n/pages/contests';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { Pager } from '@portal/shared/ui/Pager';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { contestListQuery } from '../api/contestListQuery';
import { ContestFilterBar } from '../components/ContestFilterBar';
import { ContestListItem } from '../components/ContestListItem';
import {
  CONTESTS_PER_PAGE,
  changeContestFilters,
  contestFiltersOf,
  contestSearchOf,
  type ContestListFilters,
} from '../model/contestListFilters';
import './ContestListPage.css';

/**
 * The site's contests, 10 a page: rule, status and keyword filters live in the address (empty ones left out;
 * any change goes back to the first page), so a filtered list can be shared, reloaded and reached with Back.
 */
export function ContestListPage() {
  const t = useT();
  usePageTitle(t('contests.list.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => contestFiltersOf(params), [params]);
  const go = (next: ContestListFilters) => setParams(contestSearchOf(next));
  const change = (changes: Partial<Omit<ContestListFilters, 'currentPage'>>) =>
    go(changeContestFilters(filters, changes));
  const query = useQuery(contestListQuery(filters));

  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={5} label={t('contests.list.loading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('contests.list.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.records.length === 0) body = <EmptyState message={t('contests.list.empty')} />;
  else
    body = (
      <ol className="contest-items" aria-label={t('contests.list.label')}>
        {view.data.records.map((contest) => (
          <ContestListItem key={contest.id} contest={contest} onRule={(type) => change({ type })} />
        ))}
      </ol>
    );

  const total = view.kind === 'ready' ? view.data.total : 0;
  return (
    <div className="page contest-list">
      <h1 className="contest-list__title">{t('contests.list.title')}</h1>
      <div className="contest-list__main">
        <ContestFilterBar filters={filters} onChange={change} />
        <RefreshFailed query={query} />
        <div className="contest-list__body" aria-busy={query.isPlaceholderData || undefined}>
          {body}
        </div>
        {view.kind === 'ready' ? (
          <div className="contest-list__footer">
            <span className="contest-list__count">{t('contests.list.count', { count: total })}</span>
            <Pager
              page={filters.currentPage}
              pages={Math.max(1, Math.ceil(total / CONTESTS_PER_PAGE))}
              onChange={(currentPage) => go({ ...filters, currentPage })}
              label={t('contests.list.pages')}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
