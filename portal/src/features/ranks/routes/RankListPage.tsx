import { useId, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ContestType } from '@generated/model/index';
import '@portal/i18n/pages/ranks';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { Pager } from '@portal/shared/ui/Pager';
import { PageSizeSelect } from '@portal/shared/ui/PageSizeSelect';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { rankListQuery } from '../api/rankQueries';
import { RankChart } from '../components/RankChart';
import { RankTable } from '../components/RankTable';
import { RANK_PAGE_SIZES, rankSearchOf, searchParamsOf, type RankSearch } from '../model/rankSearch';
import './RankListPage.css';

/**
 * The site's ACM rank list (by problems solved) or OI rank list (by score): one page for both rules. Page, size
 * and search live in the address; the top-10 chart is on the first page of the whole list only.
 */
export function RankListPage({ rule }: { rule: ContestType }) {
  const t = useT();
  const title = t(rule === ContestType.OI ? 'nav.oiRank' : 'nav.acmRank');
  usePageTitle(title);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => rankSearchOf(params), [params]);
  const go = (next: RankSearch) => setParams(searchParamsOf(next));
  const query = useQuery(rankListQuery(rule, search));
  const input = useRef<HTMLInputElement>(null);

  const submit = () => {
    go({ ...search, page: 1, search: input.current?.value.trim() ?? '' });
  };

  const view = queryView(query);
  let body;
  if (view.kind === 'pending')
    body = (
      <div style={{ minHeight: `${Math.min(search.limit, 15) * 47}px` }}>
        <Skeleton rows={Math.min(search.limit, 15)} label={t('ranks.loading')} />
      </div>
    );
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('ranks.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.rows.length === 0)
    body = (
      <EmptyState
        message={search.search ? t('ranks.emptySearch', { search: search.search }) : t('ranks.empty')}
      />
    );
  else body = <RankTable rows={view.data.rows} rule={rule} offset={(search.page - 1) * search.limit} />;

  const data = view.kind === 'ready' ? view.data : null;
  const total = data?.total ?? 0;
  // The chart ranks the site's top ten: only the first page of the whole list has them, not a search's matches.
  const chartRows = search.page === 1 && !search.search && data && data.rows.length > 0 ? data.rows : null;

  return (
    <div className="page rank-list">
      <h1 className="rank-list__title">{title}</h1>
      {chartRows ? <RankChart rows={chartRows} rule={rule} /> : null}
      <div className="rank-list__main">
        {/*
         * Not a form: a submit that starts a navigation (a transition) makes React build a FormData of the form,
         * which the jsdom the component tests run in cannot; Enter and the button do what a submit would.
         */}
        <div key={search.search} className="rank-list__search" role="search">
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            {t('ranks.search')}
          </label>
          <input
            id={`${id}-search`}
            ref={input}
            type="search"
            className="field__input"
            defaultValue={search.search}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit();
            }}
            placeholder={t('ranks.search.placeholder')}
          />
          <button type="button" className="button button--primary" onClick={submit}>
            {t('ranks.search.submit')}
          </button>
        </div>
        <RefreshFailed query={query} />
        <div aria-busy={query.isFetching || undefined}>{body}</div>
        {data ? (
          <div className="rank-list__footer">
            <span className="rank-list__count">{t('ranks.count', { count: total })}</span>
            <Pager
              page={search.page}
              pages={Math.max(1, Math.ceil(total / search.limit))}
              onChange={(page) => go({ ...search, page })}
              label={t('ranks.pages')}
            />
            <PageSizeSelect
              value={search.limit}
              choices={RANK_PAGE_SIZES}
              onChange={(limit) => go({ ...search, limit, page: 1 })}
              label={t('ranks.pageSize')}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
