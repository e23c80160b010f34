import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useParams } from 'react-router';
import '@portal/i18n/pages/contests';
import { useT } from '@portal/i18n/useT';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { RefreshIcon } from '@portal/shared/ui/icons';
import { Pager } from '@portal/shared/ui/Pager';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { AnnouncementItem } from '../announcements/AnnouncementItem';
import { ANNOUNCEMENTS_PER_PAGE, contestAnnouncementsQuery } from '../api/contestAnnouncementsApi';
import { markAnnouncementsRead } from '../model/readAnnouncements';
import { parseContestId } from '../shell/parseContestId';
import './ContestAnnouncementsPage.css';

/**
 * The contest's announcements, newest first, 10 a page, each opening to its text (the newest open already).
 * What this page lists counts as shown: the unread check does not tell it again.
 */
export function ContestAnnouncementsPage() {
  useSignals();
  const t = useT();
  usePageTitle(t('contests.announcements.title'));
  const cid = parseContestId(useParams().contestID);
  const uid = userSignal.value?.uid ?? null;
  const [page, setPage] = useState(1);
  const info = useQuery({ ...contestInfoQuery(cid ?? 0), enabled: cid !== null });
  const query = useQuery({ ...contestAnnouncementsQuery(cid ?? 0, page), enabled: cid !== null });
  const view = queryView(query);
  const records = view.kind === 'ready' ? view.data.records : null;

  useEffect(() => {
    if (records && cid !== null && uid !== null)
      markAnnouncementsRead(
        uid,
        cid,
        records.map((item) => item.id),
      );
  }, [records, cid, uid]);

  let body;
  if (view.kind === 'pending') body = <Skeleton rows={3} label={t('contests.announcements.loading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('contests.announcements.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.records.length === 0) body = <EmptyState message={t('contests.announcements.empty')} />;
  else
    body = (
      <ul
        className="contest-announcements__list"
        aria-label={t('contests.announcements.title')}
        aria-busy={query.isPlaceholderData || undefined}
      >
        {view.data.records.map((item, index) => (
          <AnnouncementItem
            key={item.id}
            announcement={item}
            // Group contests are announced by the group's admins, ordinary users.
            trusted={info.data?.gid == null}
            initiallyOpen={page === 1 && index === 0}
          />
        ))}
      </ul>
    );

  const total = view.kind === 'ready' ? view.data.total : 0;
  return (
    <div className="page contest-announcements">
      <div className="contest-announcements__head">
        <h1 className="contest-announcements__heading">{t('contests.announcements.title')}</h1>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshIcon />
          {t('contests.announcements.refresh')}
        </button>
      </div>
      <RefreshFailed query={query} />
      {body}
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / ANNOUNCEMENTS_PER_PAGE))}
        onChange={setPage}
        label={t('contests.announcements.pages')}
      />
    </div>
  );
}
