import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import type { ProblemVO } from '@generated/model/index';
import '@portal/i18n/pages/problemList';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';
import { Pager } from '@portal/shared/ui/Pager';
import { PageSizeSelect } from '@portal/shared/ui/PageSizeSelect';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import {
  fetchRandomProblemId,
  problemListQuery,
  tagGroupsQuery,
  userProblemStatusQuery,
} from '../api/problemListQueries';
import { ProblemFilterBar } from '../components/ProblemFilterBar';
import { ProblemTable } from '../components/ProblemTable';
import { SelectedTags } from '../components/SelectedTags';
import { StatusBreakdown } from '../components/StatusBreakdown';
import { TagPanel } from '../components/TagPanel';
import {
  DEFAULT_FILTERS,
  PAGE_SIZES,
  changeFilters,
  filtersOf,
  searchOf,
  tagBankOf,
  withTag,
  type ProblemListFilters,
} from '../model/problemListFilters';
import { readShowTags, writeShowTags } from '../model/showTagsPreference';
import { tagNames } from '../model/tagGroups';
import './ProblemListPage.css';

const NO_PIDS: readonly number[] = [];

/**
 * The public problem list. Every filter lives in the address, so Back, Forward and a shared link show the same
 * list; a filter change is a new history entry and starts again at page 1.
 */
export function ProblemListPage() {
  useSignals();
  const t = useT();
  usePageTitle(t('nav.problems'));
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersOf(search), [search]);
  const go = (next: ProblemListFilters) => setSearch(searchOf(next));
  const change = (changes: Partial<Omit<ProblemListFilters, 'currentPage'>>) =>
    go(changeFilters(filters, changes));

  const [showTags, setShowTags] = useState(readShowTags);
  const [active, setActive] = useState<ProblemVO | null>(null);
  const [picking, setPicking] = useState(false);
  const breakdownId = useId();

  const list = useQuery(problemListQuery(filters));
  const records = list.data?.records;
  const pids = useMemo(() => records?.map((problem) => problem.pid) ?? NO_PIDS, [records]);
  const signedIn = isLoggedIn.value;
  const status = useQuery({ ...userProblemStatusQuery(pids), enabled: signedIn && pids.length > 0 });
  const tags = useQuery(tagGroupsQuery(tagBankOf(filters)));
  const names = useMemo(() => tagNames(tags.data ?? []), [tags.data]);

  const toggleTags = (show: boolean) => {
    setShowTags(show);
    writeShowTags(show);
  };

  const pickRandom = async () => {
    setPicking(true);
    try {
      const problemId = await fetchRandomProblemId();
      showToast('success', t('problemList.goodLuck'));
      void navigate(`/problem/${encodeURIComponent(problemId)}`);
    } catch {
      // The request layer has shown why; the list stays as it was.
    } finally {
      setPicking(false);
    }
  };

  const view = queryView(list);
  const total = view.kind === 'ready' ? view.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / filters.limit));
  let body;
  if (view.kind === 'pending')
    body = (
      <div className="problem-list__loading" style={{ minHeight: `${Math.min(filters.limit, 15) * 45}px` }}>
        <Skeleton rows={Math.min(filters.limit, 15)} label={t('problemList.loading')} />
      </div>
    );
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('problemList.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (view.data.records.length === 0 && filters.currentPage > pages)
    // An address past the end (an old link, a list that shrank): the filters match, the page does not exist.
    body = (
      <div className="problem-list__empty">
        <EmptyState message={t('problemList.pageMissing', { page: filters.currentPage, count: pages })} />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => go({ ...filters, currentPage: pages })}
        >
          {t('problemList.lastPage', { page: pages })}
        </button>
      </div>
    );
  else if (view.data.records.length === 0)
    body = (
      <div className="problem-list__empty">
        <EmptyState message={t('problemList.empty')} />
        <button type="button" className="button button--secondary" onClick={() => go(DEFAULT_FILTERS)}>
          {t('problemList.reset')}
        </button>
      </div>
    );
  else
    body = (
      <ProblemTable
        problems={view.data.records}
        myStatus={signedIn ? (status.data ?? {}) : null}
        showTags={showTags}
        active={active}
        breakdownId={breakdownId}
        onActive={setActive}
      />
    );

  return (
    <div className="page problem-list">
      <h1 className="problem-list__title">{t('nav.problems')}</h1>
      <div className="problem-list__layout">
        <div className="problem-list__main">
          <ProblemFilterBar
            filters={filters}
            onChange={change}
            showTags={showTags}
            onShowTags={toggleTags}
            onReset={() => go(DEFAULT_FILTERS)}
            onRandom={() => void pickRandom()}
            picking={picking}
          />
          <SelectedTags
            tagIds={filters.tagIds}
            names={names}
            onRemove={(tagId) => change({ tagIds: filters.tagIds.filter((id) => id !== tagId) })}
          />
          <RefreshFailed query={list} />
          <div className="problem-list__body" aria-busy={list.isFetching || undefined}>
            {body}
          </div>
          {view.kind === 'ready' ? (
            <div className="problem-list__footer">
              <span className="problem-list__count">{t('problemList.count', { count: total })}</span>
              <Pager
                page={filters.currentPage}
                pages={pages}
                onChange={(page) => go({ ...filters, currentPage: page })}
                label={t('problemList.pages')}
              />
              <PageSizeSelect
                value={filters.limit}
                choices={PAGE_SIZES}
                onChange={(limit) => change({ limit })}
                label={t('problemList.pageSize')}
              />
            </div>
          ) : null}
        </div>
        <aside className="problem-list__side">
          <StatusBreakdown problem={active} id={breakdownId} />
          <TagPanel
            bank={tagBankOf(filters)}
            selected={filters.tagIds}
            onAdd={(tagId) => {
              const next = withTag(filters, tagId);
              if (next !== filters) go(next);
            }}
          />
        </aside>
      </div>
    </div>
  );
}
