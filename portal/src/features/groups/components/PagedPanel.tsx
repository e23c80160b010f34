import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Translate } from '@portal/i18n/useT';
import { Pager } from '@portal/shared/ui/Pager';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';

export interface PagedPanelTexts {
  title: string;
  loading: string;
  error: string;
  empty: string;
  /** Names the pager. */
  pages: string;
}

/** The panel's texts under one key prefix (`<prefix>.title`, `.loading`, `.error`, `.empty`, `.pages`). */
export const panelTexts = (t: Translate, prefix: string): PagedPanelTexts => ({
  title: t(`${prefix}.title`),
  loading: t(`${prefix}.loading`),
  error: t(`${prefix}.error`),
  empty: t(`${prefix}.empty`),
  pages: t(`${prefix}.pages`),
});

interface PagedPanelProps<T> {
  texts: PagedPanelTexts;
  query: UseQueryResult<{ records: T[]; total: number }>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** The rows, once there are some. */
  children: (records: T[]) => ReactNode;
}

/**
 * One of the group's paged lists in its panel: loading, failed (with a retry), empty and the rows told apart;
 * rows once read stay on screen (dimmed while the next page comes, with a quiet line when a re-read fails).
 */
export function PagedPanel<T>({
  texts,
  query,
  page,
  perPage,
  onPage,
  actions,
  children,
}: PagedPanelProps<T>) {
  const headingId = useId();
  const view = queryView(query);
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
  const total = view.kind === 'ready' ? view.data.total : 0;
  return (
    <section className="group-panel" aria-labelledby={headingId}>
      <div className="group-panel__head">
        <h2 id={headingId} className="group-panel__title">
          {texts.title}
        </h2>
        {actions}
      </div>
      <RefreshFailed query={query} />
      <div className="group-panel__body" aria-busy={query.isPlaceholderData || undefined}>
        {body}
      </div>
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / perPage))}
        onChange={onPage}
        label={texts.pages}
      />
    </section>
  );
}
