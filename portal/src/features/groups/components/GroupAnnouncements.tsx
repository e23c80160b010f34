import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AnnouncementVO } from '@generated/model/index';
import { formatDateTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { ChevronLeftIcon } from '@portal/shared/ui/icons';
import { LazyMarkdown } from '@portal/shared/ui/LazyMarkdown';
import { HOME_ANNOUNCEMENTS_PER_PAGE, groupAnnouncementsQuery } from '../api/announcementQueries';
import { PagedPanel, panelTexts } from './PagedPanel';

/**
 * The group's visible announcements on its home, five a page, newest first: title, date and author; opening
 * one shows its content (written by a group admin: the user renderer) with a way back to the list.
 */
export function GroupAnnouncements({ gid }: { gid: number }) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AnnouncementVO | null>(null);
  const query = useQuery(groupAnnouncementsQuery(gid, page));

  if (open)
    return (
      <article className="group-panel group-announcement" aria-labelledby={`group-announcement-${open.id}`}>
        <button type="button" className="button button--ghost button--small" onClick={() => setOpen(null)}>
          <ChevronLeftIcon />
          {t('groups.announcements.back')}
        </button>
        <h2 id={`group-announcement-${open.id}`} className="group-panel__title">
          {open.title}
        </h2>
        <p className="group-panel__muted">
          {t('groups.announcements.byline', {
            author: open.username ?? '--',
            date: formatDateTime(open.gmtCreate, locale),
          })}
        </p>
        <LazyMarkdown source={open.content} rows={4} />
      </article>
    );

  return (
    <PagedPanel
      texts={panelTexts(t, 'groups.announcements')}
      query={query}
      page={page}
      perPage={HOME_ANNOUNCEMENTS_PER_PAGE}
      onPage={setPage}
    >
      {(records) => (
        <ul className="group-announcements">
          {records.map((announcement) => (
            <li key={announcement.id} className="group-announcements__item">
              <button
                type="button"
                className="group-announcements__open"
                onClick={() => setOpen(announcement)}
              >
                {announcement.title}
              </button>
              <span className="group-panel__muted">
                {t('groups.announcements.byline', {
                  author: announcement.username ?? '--',
                  date: formatDateTime(announcement.gmtCreate, locale),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PagedPanel>
  );
}
