import { useId, useState } from 'react';
import type { AnnouncementVO } from '@generated/model/index';
import { formatDateTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { ChevronDownIcon } from '@portal/shared/ui/icons';
import { LazyMarkdown } from '@portal/shared/ui/LazyMarkdown';
import { EmptyState } from '@portal/shared/ui/states';

interface AnnouncementItemProps {
  announcement: AnnouncementVO;
  /** Written by the site's staff (richer HTML allowed, still sanitised), not a group's admins. */
  trusted: boolean;
  /** The newest one starts open. */
  initiallyOpen: boolean;
}

/** One announcement: its title, time and author as a disclosure button, the text rendered below when open. */
export function AnnouncementItem({ announcement, trusted, initiallyOpen }: AnnouncementItemProps) {
  const t = useT();
  const locale = useLocale();
  const bodyId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <li className="contest-announcement">
      <h2 className="contest-announcement__heading">
        <button
          type="button"
          className="contest-announcement__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span className="contest-announcement__title">{announcement.title}</span>
          <span className="contest-announcement__meta">
            <time dateTime={announcement.gmtCreate}>{formatDateTime(announcement.gmtCreate, locale)}</time>
            {announcement.username ? (
              <span>{t('contests.announcements.by', { username: announcement.username })}</span>
            ) : null}
          </span>
          <ChevronDownIcon />
        </button>
      </h2>
      <div id={bodyId} className="contest-announcement__body" hidden={!open}>
        {open ? (
          announcement.content?.trim() ? (
            <LazyMarkdown source={announcement.content} trusted={trusted} />
          ) : (
            <EmptyState message={t('contests.announcements.noContent')} />
          )
        ) : null}
      </div>
    </li>
  );
}
