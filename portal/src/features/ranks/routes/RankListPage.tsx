import { useId, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ContestType } from '@generated/model/index';
import '@portal/i18n/pages/ranks';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { Pager } from '@portal/shared/ui/Pager';
import { PageSizeSelect } from '@portal/shared/ui/PageSizeSelect';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { rankListQuery } from '../api/rankQueries';
import { RankChart } from '../components/RankChart';
import { RankTable } from '../components/RankTable';
import { RANK_PAGE_SIZES, rankSearchOf, searchParamsOf, type RankSearch } from '../model/rankSearch';
import './RankListPage.css';

/**
 * The site's ACM rank list (by problems solved) or OI rank list (by score): one page for both rules. Page, size
 * and search live in the address; the top-10 chart is on the first page only.
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

  let body;
  if (query.isPending)
    body = (
      <div style={{ minHeight: `${Math.min(search.limit, 15) * 47}px` }}>
        <Skeleton rows={Math.min(search.limit, 15)} label={t('ranks.loading')} />
      </div>
    );
  else if (query.isError)
    body = (
      <ErrorState
        message={t('ranks.error')}
        detail={query.error.message}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.rows.length === 0)
    body = (
      <EmptyState
        message={search.search ? t('ranks.emptySearch', { search: search.search }) : t('ranks.empty')}
      />
    );
  else body = <RankTable rows={query.data.rows} rule={rule} offset={(search.page - 1) * search.limit} />;

  const total = query.data?.total ?? 0;
  const showChart = search.page === 1 && query.isSuccess && query.data.rows.length > 0;

  return (
    <div className="page rank-list">
      <h1 className="rank-list__title">{title}</h1>
      {showChart ? <RankChart rows={query.data.rows} rule={rule} /> : null}
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
        <div aria-busy={query.isFetching || undefined}>{body}</div>
        {query.isSuccess ? (
          <div className="rank-list__footer">
            <span className="rank-list__count">{t('ranks.count', { total })}</span>
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
