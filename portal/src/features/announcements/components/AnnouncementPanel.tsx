import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AnnouncementVO } from '@generated/model/index';
import { formatDate, formatDateTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { ChevronLeftIcon, ChevronRightIcon, MegaphoneIcon, RefreshIcon } from '@portal/shared/ui/icons';
import { Pager } from '@portal/shared/ui/Pager';
import { Panel } from '@portal/shared/ui/Panel';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import {
  SITE_ANNOUNCEMENTS_PER_PAGE,
  announcementsQuery,
  type AnnouncementSource,
} from '../api/announcementQueries';
import { LazyMarkdown } from '@portal/shared/ui/LazyMarkdown';
import './announcements.css';

interface AnnouncementPanelProps {
  source: AnnouncementSource;
  /** Defaults to "Announcements". */
  title?: string;
}

/**
 * The announcement panel: a list and a detail view with Back and Refresh, the content as markdown. Site
 * announcements are paged 5 at a time; a contest's are all listed at once.
 */
export function AnnouncementPanel({ source, title }: AnnouncementPanelProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<number | null>(null);
  const query = useQuery(announcementsQuery(source, page));
  const heading = title ?? t('home.announcements.title');
  const records = query.data?.records ?? [];
  const pages =
    source.kind === 'site' && query.data
      ? Math.max(query.data.pages, Math.ceil(query.data.total / SITE_ANNOUNCEMENTS_PER_PAGE))
      : 0;

  const view = queryView(query);
  let body;
  if (openId !== null) {
    body = (
      <AnnouncementDetail
        announcement={records.find((item) => item.id === openId)}
        refreshing={query.isFetching}
        onBack={() => {
          setReturnFocusTo(openId);
          setOpenId(null);
        }}
        onRefresh={() => void query.refetch()}
      />
    );
  } else if (view.kind === 'pending') body = <Skeleton rows={SITE_ANNOUNCEMENTS_PER_PAGE} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('home.announcements.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (records.length === 0) body = <EmptyState message={t('home.announcements.empty')} />;
  else
    body = (
      <>
        <AnnouncementItems
          announcements={records}
          onOpen={setOpenId}
          focusId={returnFocusTo}
          stale={query.isPlaceholderData}
        />
        {source.kind === 'site' ? (
          <Pager page={page} pages={pages} onChange={setPage} label={t('home.announcements.pages')} />
        ) : null}
      </>
    );

  return (
    <Panel title={heading} icon={<MegaphoneIcon />} className="announcement-panel">
      <RefreshFailed query={query} />
      {body}
    </Panel>
  );
}

interface AnnouncementItemsProps {
  announcements: AnnouncementVO[];
  onOpen: (id: number) => void;
  focusId: number | null;
  stale: boolean;
}

function AnnouncementItems({ announcements, onOpen, focusId, stale }: AnnouncementItemsProps) {
  const t = useT();
  const locale = useLocale();
  const listRef = useRef<HTMLUListElement>(null);

  // After "Back", focus returns to the item that was open.
  useEffect(() => {
    if (focusId === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-announcement="${focusId}"]`)?.focus();
  }, [focusId]);

  return (
    <ul ref={listRef} className="announcement-panel__list" aria-busy={stale}>
      {announcements.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="announcement-panel__item"
            data-announcement={item.id}
            onClick={() => onOpen(item.id)}
          >
            <span className="announcement-panel__item-title">{item.title}</span>
            <span className="announcement-panel__meta">
              <time dateTime={item.gmtCreate}>{formatDate(item.gmtCreate, locale)}</time>
              {item.username ? <span>{t('home.announcements.by', { username: item.username })}</span> : null}
            </span>
            <ChevronRightIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}

interface AnnouncementDetailProps {
  /** Undefined when the announcement left the list meanwhile (hidden, deleted). */
  announcement: AnnouncementVO | undefined;
  refreshing: boolean;
  onBack: () => void;
  onRefresh: () => void;
}

function AnnouncementDetail({ announcement, refreshing, onBack, onRefresh }: AnnouncementDetailProps) {
  const t = useT();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <article className="announcement-panel__detail" aria-busy={refreshing}>
      <div className="announcement-panel__toolbar">
        <button type="button" className="button button--secondary button--small" onClick={onBack}>
          <ChevronLeftIcon />
          {t('ui.back')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onRefresh}
          disabled={refreshing}
        >
          <RefreshIcon />
          {t('ui.refresh')}
        </button>
      </div>
      {announcement ? (
        <>
          <h3 ref={headingRef} className="announcement-panel__title" tabIndex={-1}>
            {announcement.title}
          </h3>
          <p className="announcement-panel__meta">
            <time dateTime={announcement.gmtCreate}>{formatDateTime(announcement.gmtCreate, locale)}</time>
            {announcement.username ? (
              <span>{t('home.announcements.by', { username: announcement.username })}</span>
            ) : null}
          </p>
          {/* Only admins write announcements: trusted (richer HTML allowed), still sanitised. The renderer is
              fetched once an announcement is opened. */}
          <LazyMarkdown source={announcement.content} trusted className="announcement-panel__content" />
        </>
      ) : (
        <EmptyState message={t('home.announcements.gone')} />
      )}
    </article>
  );
}
