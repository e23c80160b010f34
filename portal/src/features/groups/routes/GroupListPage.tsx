import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import '@portal/i18n/pages/groups';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { isLoggedIn, userSignal } from '@portal/shared/session/sessionSignals';
import { PageSizeSelect } from '@portal/shared/ui/PageSizeSelect';
import { Pager } from '@portal/shared/ui/Pager';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { groupListQuery } from '../api/groupListQuery';
import { CreateGroupButton } from '../components/CreateGroupButton';
import { GroupCard } from '../components/GroupCard';
import { GroupFilterBar } from '../components/GroupFilterBar';
import {
  GROUP_PAGE_SIZES,
  changeGroupFilters,
  groupFiltersOf,
  groupSearchOf,
  type GroupListFilters,
} from '../model/groupListFilters';
import './GroupListPage.css';

/**
 * The groups, 15 a page: keyword, visibility, "My groups", page and page size live in the address (each
 * change pushes a new one, so Back returns to the previous list). Opening a group needs an account.
 */
export function GroupListPage() {
  useSignals();
  const t = useT();
  usePageTitle(t('groups.list.title'));
  const loggedIn = isLoggedIn.value;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => groupFiltersOf(params, loggedIn), [params, loggedIn]);
  const go = (next: GroupListFilters) => setParams(groupSearchOf(next));
  const change = (changes: Partial<Omit<GroupListFilters, 'currentPage'>>) =>
    go(changeGroupFilters(filters, changes));
  const query = useQuery(groupListQuery(filters, loggedIn ? (userSignal.value?.uid ?? '') : ''));

  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={6} label={t('groups.list.loading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('groups.list.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.records.length === 0) body = <EmptyState message={t('groups.list.empty')} />;
  else
    body = (
      <ul className="group-cards" aria-label={t('groups.list.cards')}>
        {view.data.records.map((group) => (
          <GroupCard key={group.id} group={group} />
        ))}
      </ul>
    );

  const total = view.kind === 'ready' ? view.data.total : 0;
  return (
    <div className="page group-list">
      <div className="group-list__head">
        <h1 className="group-list__title">{t('groups.list.title')}</h1>
        <CreateGroupButton />
      </div>
      <GroupFilterBar filters={filters} onChange={change} />
      <RefreshFailed query={query} />
      <div className="group-list__body" aria-busy={query.isPlaceholderData || undefined}>
        {body}
      </div>
      {view.kind === 'ready' ? (
        <div className="group-list__footer">
          <span className="group-list__count">{t('groups.list.count', { count: total })}</span>
          <Pager
            page={filters.currentPage}
            pages={Math.max(1, Math.ceil(total / filters.limit))}
            onChange={(currentPage) => go({ ...filters, currentPage })}
            label={t('groups.list.pages')}
          />
          <PageSizeSelect
            value={filters.limit}
            choices={GROUP_PAGE_SIZES}
            onChange={(limit) => change({ limit })}
            label={t('groups.list.pageSize')}
          />
        </div>
      ) : null}
    </div>
  );
}
