import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AnnouncementVO } from '@generated/client/model/index';
import { useT } from '../../../i18n/useT';
import { MegaphoneIcon } from '../../../shared/ui/icons';
import { Pager } from '../../../shared/ui/Pager';
import { Panel } from '../../../shared/ui/Panel';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/states';
import { ANNOUNCEMENTS_PER_PAGE, announcementsQuery } from '../api/homeQueries';
import { AnnouncementDetail } from './AnnouncementDetail';
import { AnnouncementList } from './AnnouncementList';
import './AnnouncementsPanel.css';

/** Spec 000 §2 Announcement panel: a paged list (5 per page) and a detail view with Back and Refresh. */
export function AnnouncementsPanel() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  // After 'Back', focus returns to the item that was open.
  const [returnFocusTo, setReturnFocusTo] = useState<number | null>(null);
  const query = useQuery(announcementsQuery(page));

  const records: AnnouncementVO[] = query.data?.records ?? [];
  const pages = query.data
    ? Math.max(query.data.pages, Math.ceil(query.data.total / ANNOUNCEMENTS_PER_PAGE))
    : 0;
  const open = openId === null ? undefined : records.find((item) => item.id === openId);

  const showList = () => {
    setReturnFocusTo(openId);
    setOpenId(null);
  };

  if (openId !== null) {
    return (
      <Panel title={t('home.announcements.title')} icon={<MegaphoneIcon />} className="announcements">
        <AnnouncementDetail
          announcement={open}
          refreshing={query.isFetching}
          onBack={showList}
          onRefresh={() => void query.refetch()}
        />
      </Panel>
    );
  }

  let body;
  if (query.isPending) body = <Skeleton rows={ANNOUNCEMENTS_PER_PAGE} />;
  else if (query.isError && !query.data)
    body = (
      <ErrorState
        message={t('home.announcements.error')}
        detail={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (records.length === 0) body = <EmptyState message={t('home.announcements.empty')} />;
  else
    body = (
      <>
        <AnnouncementList
          announcements={records}
          onOpen={setOpenId}
          focusId={returnFocusTo}
          stale={query.isPlaceholderData}
        />
        <Pager page={page} pages={pages} onChange={setPage} label={t('home.announcements.pages')} />
      </>
    );

  return (
    <Panel title={t('home.announcements.title')} icon={<MegaphoneIcon />} className="announcements">
      {body}
    </Panel>
  );
}
