import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useParams } from 'react-router';
import { ContestStatus, type Announcement } from '@generated/model/index';
import { formatDateTime } from '@hoj/core/format/format';
import { pollOptions } from '@hoj/core/polling/pollOptions';
import '@portal/i18n/pages/contests';
import { useLocale, useT } from '@portal/i18n/useT';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { CloseIcon, MegaphoneIcon } from '@portal/shared/ui/icons';
import { fetchUnreadAnnouncements } from '../api/contestAnnouncementsApi';
import { contestKeys } from '../api/contestQueries';
import { useContestViewer } from '../model/contestViewer';
import { markAnnouncementsRead, readAnnouncementIds } from '../model/readAnnouncements';
import { parseContestId } from './parseContestId';
import './ContestAnnouncementWatcher.css';

/** The backend's contestants are asked about new announcements once a minute. */
export const UNREAD_CHECK_MS = 60_000;

interface Notice {
  id: number;
  title: string;
  gmtCreate: string | null;
}

const noticeOf = (item: Announcement): Notice => ({
  id: item.id ?? 0,
  title: item.title ?? '',
  gmtCreate: item.gmtCreate ?? null,
});

/**
 * On every page of a contest until it ends: asks every minute for the announcements this user has not been
 * shown yet (the ids kept per user and contest), tells each new one once in a notice that stays until it is
 * dismissed (read out politely), and marks it as shown.
 */
export function ContestAnnouncementWatcher() {
  useSignals();
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const contestID = useParams().contestID;
  const cid = parseContestId(contestID);
  const uid = userSignal.value?.uid ?? null;
  const { status } = useContestViewer();
  const watching = cid !== null && uid !== null && status !== null && status !== ContestStatus.ENDED;
  const [notices, setNotices] = useState<Notice[]>([]);

  const query = useQuery({
    queryKey: contestKeys.unreadAnnouncements(cid ?? 0, uid ?? ''),
    // The ids are read at each check: another tab, or the announcements page, may have shown some meanwhile.
    queryFn: ({ signal }) =>
      fetchUnreadAnnouncements(cid ?? 0, readAnnouncementIds(uid ?? '', cid ?? 0), signal),
    enabled: watching,
    staleTime: 0,
    ...pollOptions<Announcement[]>({ intervalMs: UNREAD_CHECK_MS, enabled: watching }),
  });

  const answer = query.data;
  useEffect(() => {
    if (!answer || cid === null || uid === null) return;
    const shown = readAnnouncementIds(uid, cid);
    const fresh = answer.filter((item) => typeof item.id === 'number' && !shown.includes(item.id));
    if (fresh.length === 0) return;
    markAnnouncementsRead(
      uid,
      cid,
      fresh.map((item) => item.id ?? 0),
    );
    setNotices((current) => [...current, ...fresh.map(noticeOf)]);
    // The announcements page, if open, shows them too.
    void client.invalidateQueries({ queryKey: contestKeys.announcements(cid) });
  }, [answer, cid, uid, client]);

  const dismiss = (id: number) => setNotices((current) => current.filter((notice) => notice.id !== id));

  return (
    <section className="contest-notices" aria-label={t('contests.unread.region')}>
      <div className="contest-notices__stack" aria-live="polite" aria-relevant="additions">
        {notices.map((notice) => (
          <article key={notice.id} className="contest-notice">
            <MegaphoneIcon />
            <div className="contest-notice__text">
              <p className="contest-notice__title">{notice.title}</p>
              {notice.gmtCreate ? (
                <p className="contest-notice__time">
                  <time dateTime={notice.gmtCreate}>{formatDateTime(notice.gmtCreate, locale)}</time>
                </p>
              ) : null}
              <p>{t('contests.unread.details')}</p>
              {contestID ? (
                <Link to={`/contest/${contestID}/announcements`} onClick={() => dismiss(notice.id)}>
                  {t('contests.unread.view')}
                </Link>
              ) : null}
            </div>
            <button
              type="button"
              className="contest-notice__close"
              aria-label={t('contests.unread.dismiss', { title: notice.title })}
              onClick={() => dismiss(notice.id)}
            >
              <CloseIcon />
            </button>
          </article>
        ))}
      </div>
    </section>
  );
}
