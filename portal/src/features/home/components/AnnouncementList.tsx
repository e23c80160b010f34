import { useEffect, useRef } from 'react';
import type { AnnouncementVO } from '@generated/client/model/index';
import { formatDate } from '@hoj/core/format/format';
import { useLocale, useT } from '../../../i18n/useT';
import { ChevronRightIcon } from '../../../shared/ui/icons';

interface AnnouncementListProps {
  announcements: AnnouncementVO[];
  onOpen: (id: number) => void;
  /** After "Back", focus returns to the item that was open. */
  focusId: number | null;
  /** The previous page is shown while the next one loads. */
  stale: boolean;
}

export function AnnouncementList({ announcements, onOpen, focusId, stale }: AnnouncementListProps) {
  const t = useT();
  const locale = useLocale();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (focusId === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-announcement="${focusId}"]`)?.focus();
  }, [focusId]);

  return (
    <ul ref={listRef} className="announcement-list" aria-busy={stale}>
      {announcements.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="announcement-list__item"
            data-announcement={item.id}
            onClick={() => onOpen(item.id)}
          >
            <span className="announcement-list__title">{item.title}</span>
            <span className="announcement-list__meta">
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
