import { lazy, Suspense, useEffect, useRef } from 'react';
import type { AnnouncementVO } from '@generated/client/model/index';
import { formatDateTime } from '@hoj/core/format/format';
import { useLocale, useT } from '../../../i18n/useT';
import { ChevronLeftIcon, RefreshIcon } from '../../../shared/ui/icons';
import { EmptyState, Skeleton } from '../../../shared/ui/states';

// The Markdown renderer (parser + sanitiser) is only needed once an announcement is opened.
const Markdown = lazy(() => import('@hoj/core/markdown/Markdown.tsx'));

interface AnnouncementDetailProps {
  /** Undefined when the announcement is no longer on the page (e.g. hidden since). */
  announcement: AnnouncementVO | undefined;
  refreshing: boolean;
  onBack: () => void;
  onRefresh: () => void;
}

export function AnnouncementDetail({ announcement, refreshing, onBack, onRefresh }: AnnouncementDetailProps) {
  const t = useT();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <article className="announcement-detail" aria-busy={refreshing}>
      <div className="announcement-detail__toolbar">
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
          <h3 ref={headingRef} className="announcement-detail__title" tabIndex={-1}>
            {announcement.title}
          </h3>
          <p className="announcement-detail__meta">
            <time dateTime={announcement.gmtCreate}>{formatDateTime(announcement.gmtCreate, locale)}</time>
            {announcement.username ? (
              <span>{t('home.announcements.by', { username: announcement.username })}</span>
            ) : null}
          </p>
          <Suspense fallback={<Skeleton rows={3} />}>
            {/* Announcements are written by admins (spec 002 §6): trusted, still sanitised. */}
            <Markdown source={announcement.content} trusted className="announcement-detail__content" />
          </Suspense>
        </>
      ) : (
        <EmptyState message={t('home.announcements.gone')} />
      )}
    </article>
  );
}
