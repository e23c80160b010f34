import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MessageKey } from '@portal/i18n/catalog';
import { useT } from '@portal/i18n/useT';
import { RefreshIcon, Spinner } from '@portal/shared/ui/icons';
import { Pager } from '@portal/shared/ui/Pager';
import { PollPaused } from '@portal/shared/ui/PollPaused';
import { queryView } from '@portal/shared/ui/queryView';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import type { ToolPage } from '../api/toolKeys';

/** The list's own words for each state. */
export interface PolledListTexts {
  loading: string;
  error: string;
  empty: string;
  paused: string;
  pages: string;
  /** A counted text (`key.one`, `key.other`): how many there are in all. */
  count: MessageKey;
}

interface PolledListProps<T> {
  query: UseQueryResult<ToolPage<T>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  texts: PolledListTexts;
  children: (records: T[]) => ReactNode;
}

/**
 * A paged list the page reads again by itself: loading, failed and empty told apart, the rows kept on screen
 * while a refresh or the next page loads and when a refresh fails (a line then says updates are paused, with a
 * retry), a refresh button, and the page number kept across refreshes (moved back only when the list shrank
 * below it).
 */
export function PolledList<T>({ query, page, pageSize, onPage, texts, children }: PolledListProps<T>) {
  const t = useT();
  const view = queryView(query);
  const total = view.kind === 'ready' ? view.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const beyond = view.kind === 'ready' && !query.isPlaceholderData && page > pages;

  useEffect(() => {
    if (beyond) onPage(pages);
  }, [beyond, pages, onPage]);

  let body;
  if (view.kind === 'pending') body = <Skeleton rows={5} label={texts.loading} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={texts.error}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.records.length === 0) body = <EmptyState message={texts.empty} />;
  else body = children(view.data.records);

  return (
    <div className="tool-list">
      <div className="tool-list__bar">
        <span className="tool-list__note">
          {view.kind === 'ready' ? `${t(texts.count, { count: total })} · ` : null}
          {t('contestTools.refreshEvery')}
        </span>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            if (!query.isFetching) void query.refetch();
          }}
          aria-disabled={query.isFetching || undefined}
        >
          {query.isFetching ? <Spinner /> : <RefreshIcon />}
          {t('contestTools.refresh')}
        </button>
      </div>
      {view.kind === 'ready' && view.refreshFailed ? (
        <PollPaused message={texts.paused} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : null}
      <div aria-busy={query.isPlaceholderData || undefined}>{body}</div>
      {view.kind === 'ready' ? (
        <Pager page={Math.min(page, pages)} pages={pages} onChange={onPage} label={texts.pages} />
      ) : null}
    </div>
  );
}
