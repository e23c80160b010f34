import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ContestAuth, type ContestVO } from '@generated/model/index';
import {
  contestAuthTable,
  contestStatusAt,
  contestStatusTable,
  contestTypeTable,
} from '@hoj/core/domain/contest';
import { tableEntry } from '@hoj/core/domain/tableEntry';
import { formatDateTime, formatDuration } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { useServerNow } from '@portal/shared/hooks/useServerNow';
import { CalendarIcon, ClockIcon, LockIcon, UsersIcon } from '@portal/shared/ui/icons';
import { Skeleton } from '@portal/shared/ui/states';
import { Tag } from '@portal/shared/ui/Tag';
import { GROUP_ITEMS_PER_PAGE, groupContestsQuery } from '../api/contentQueries';
import { PagedPanel, panelTexts } from '../components/PagedPanel';
import { useGroupPage, usePageParam } from '../model/useGroupViewer';
import { useManageMode } from '../model/useManageMode';

// The admin view (its editor, pickers and form rules) is a chunk of its own: members never download it.
const GroupContestAdmin = lazy(() =>
  import('../contestAdmin/GroupContestAdmin').then((module) => ({ default: module.GroupContestAdmin })),
);

/** One contest: its status on the server's clock (the colour of its edge), rule, visibility, start and length. */
function ContestItem({ contest, now }: { contest: ContestVO; now: number }) {
  const t = useT();
  const locale = useLocale();
  const status = contestStatusAt(contest, now);
  const statusInfo = contestStatusTable[status];
  const type = tableEntry(contestTypeTable, contest.type);
  const auth = tableEntry(contestAuthTable, contest.auth);
  return (
    <li className={`group-contest group-contest--${statusInfo.color}`}>
      <div className="group-contest__head">
        <h3 className="group-contest__title">
          <Link to={`/contest/${contest.id}`}>{contest.title || t('groups.untitled')}</Link>
          {contest.auth !== ContestAuth.PUBLIC && auth ? (
            <span className={`group-contest__lock group-contest__lock--${auth.color}`}>
              <LockIcon />
            </span>
          ) : null}
        </h3>
        <Tag tone={statusInfo.color}>{t(statusInfo.labelKey)}</Tag>
      </div>
      <div className="group-contest__facts">
        <span>
          <CalendarIcon />
          <time dateTime={contest.startTime}>{formatDateTime(contest.startTime, locale)}</time>
        </span>
        <span>
          <ClockIcon />
          {formatDuration(contest.duration, locale)}
        </span>
        {type ? <Tag tone={type.color}>{type.short}</Tag> : null}
        {auth ? <Tag tone={auth.color}>{t(auth.labelKey)}</Tag> : null}
        {contest.auth !== ContestAuth.PUBLIC && typeof contest.count === 'number' ? (
          <span>
            <UsersIcon />
            {t('groups.contests.participants', { count: contest.count })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** The group's contests as members see them, each opening the contest's own pages. */
export function GroupContestsPage() {
  const t = useT();
  const { gid, rights } = useGroupPage();
  const [page, setPage] = usePageParam();
  const { managing, manageButton } = useManageMode(rights.admin, t('groups.contests.manage'));
  const query = useQuery({ ...groupContestsQuery(gid, page), enabled: !managing });
  const now = useServerNow();
  if (managing) {
    return (
      <Suspense fallback={<Skeleton rows={4} />}>
        <GroupContestAdmin />
      </Suspense>
    );
  }
  return (
    <PagedPanel
      actions={manageButton}
      texts={panelTexts(t, 'groups.contests')}
      query={query}
      page={page}
      perPage={GROUP_ITEMS_PER_PAGE}
      onPage={setPage}
    >
      {(records) => (
        <ul className="group-contests">
          {records.map((contest) => (
            <ContestItem key={contest.id} contest={contest} now={now} />
          ))}
        </ul>
      )}
    </PagedPanel>
  );
}
