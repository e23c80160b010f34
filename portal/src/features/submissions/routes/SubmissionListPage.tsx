import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { isLoggedIn, rolesSignal, userSignal } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';
import { ListIcon } from '@portal/shared/ui/icons';
import { Pager } from '@portal/shared/ui/Pager';
import { Panel } from '@portal/shared/ui/Panel';
import { PollPaused } from '@portal/shared/ui/PollPaused';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { SUBMISSIONS_PER_PAGE, submissionListQuery } from '../api/submissionQueries';
import { SubmissionFilterBar } from '../components/SubmissionFilterBar';
import { SubmissionTable } from '../components/SubmissionTable';
import { useLiveSubmissions } from '../hooks/useLiveSubmissions';
import { useRejudge } from '../hooks/useRejudge';
import { useResubmit } from '../hooks/useResubmit';
import {
  filtersFromSearch,
  searchFromFilters,
  type SubmissionFilters,
  type SubmissionScope,
} from '../model/submissionFilters';
import '@portal/i18n/pages/submissions';
import '../components/submissions.css';

const positive = (value: string | undefined): number | null => {
  const number = Number(value);
  return value !== undefined && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/**
 * /status, a contest's submissions (`contest/:contestID/submissions`) and a group's (`group/:groupID/status`):
 * filters live in the address, 15 rows a page, rows still being judged kept current.
 */
export function SubmissionListPage() {
  useSignals();
  const t = useT();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const scope: SubmissionScope = useMemo(
    () => ({ contestId: positive(params.contestID), groupId: positive(params.groupID) }),
    [params.contestID, params.groupID],
  );
  const filters = useMemo(() => filtersFromSearch(search, scope), [search, scope]);
  const loggedIn = isLoggedIn.value;
  // Only-mine needs a login: a visitor's switch shows off and the list is everybody's.
  const effective: SubmissionFilters = { ...filters, onlyMine: filters.onlyMine && loggedIn };
  const superAdmin = loggedIn && isSuperAdmin(rolesSignal.value);
  usePageTitle(t('submissions.list.title'));

  const query = useQuery(submissionListQuery(effective, SUBMISSIONS_PER_PAGE));
  const view = queryView(query);
  const live = useLiveSubmissions(query.data?.records ?? [], effective.contestID, query.dataUpdatedAt);
  const rows = live.rows;
  const rejudge = useRejudge();
  const resubmit = useResubmit();

  const update = (change: Partial<SubmissionFilters>) =>
    setSearch(searchFromFilters({ ...effective, currentPage: 1, ...change }, scope));

  const onOnlyMine = (on: boolean) => {
    if (on && !loggedIn) {
      showToast('warning', t('auth.loginRequired'));
      openLoginDialog('loginRequired');
      return;
    }
    update(on ? { onlyMine: true, username: '' } : { onlyMine: false });
  };

  let body;
  if (view.kind === 'pending') body = <Skeleton rows={SUBMISSIONS_PER_PAGE} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('submissions.list.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (rows.length === 0) body = <EmptyState message={t('submissions.list.empty')} />;
  else
    body = (
      <>
        <RefreshFailed query={query} />
        {live.paused ? (
          <PollPaused message={t('submissions.pollPaused')} onRetry={live.retry} retrying={live.retrying} />
        ) : null}
        <SubmissionTable
          rows={rows}
          groupId={effective.gid}
          stale={query.isPlaceholderData}
          caption={t('submissions.list.rows')}
          onRejudge={superAdmin ? (submitId) => rejudge.mutate(submitId) : undefined}
          rejudging={rejudge.isPending ? (rejudge.variables ?? null) : null}
          onResubmit={loggedIn ? (submitId) => resubmit.mutate(submitId) : undefined}
          viewerUid={loggedIn ? (userSignal.value?.uid ?? null) : null}
          resubmitting={resubmit.isPending ? (resubmit.variables ?? null) : null}
        />
        <Pager
          page={effective.currentPage}
          pages={view.data.pages}
          onChange={(page) => update({ currentPage: page })}
          label={t('submissions.list.pages')}
        />
      </>
    );

  return (
    <div className="page submission-list">
      <h1 className="visually-hidden">{t('submissions.list.title')}</h1>
      <Panel title={t('submissions.list.title')} icon={<ListIcon />}>
        <SubmissionFilterBar
          filters={effective}
          onlyMineOn={effective.onlyMine}
          onOnlyMine={onOnlyMine}
          onChange={update}
          onRefresh={() => void query.refetch()}
          refreshing={query.isFetching}
        />
        {body}
      </Panel>
    </div>
  );
}
