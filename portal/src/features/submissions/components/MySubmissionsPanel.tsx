import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn, userSignal } from '@portal/shared/session/sessionSignals';
import { RefreshIcon } from '@portal/shared/ui/icons';
import { Pager } from '@portal/shared/ui/Pager';
import { PollPaused } from '@portal/shared/ui/PollPaused';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { MY_SUBMISSIONS_PER_PAGE, submissionListQuery } from '../api/submissionQueries';
import { useLiveSubmissions } from '../hooks/useLiveSubmissions';
import { useResubmit } from '../hooks/useResubmit';
import type { SubmissionFilters } from '../model/submissionFilters';
import { SubmissionTable } from './SubmissionTable';
import '@portal/i18n/pages/submissions';
import './submissions.css';

export interface MySubmissionsPanelProps {
  /** The problem's display id as its address has it (inside a contest, the contest's label). */
  problemId: string;
  contestId: number | null;
  groupId: number | null;
  /**
   * Goes up when a submission made on the page is answered and again when it gets its verdict: the list reads
   * again, even while open, so a new submission shows at once (Pending, then followed live).
   */
  judgedCount?: number;
}

/** The problem page's "my submissions" tab: the caller's submissions of this problem, 10 a page, live rows kept current. */
export function MySubmissionsPanel(props: MySubmissionsPanelProps) {
  useSignals();
  const t = useT();
  if (!isLoggedIn.value) {
    return (
      <div className="my-submissions__login">
        <p>{t('submissions.mine.loginFirst')}</p>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => openLoginDialog('loginRequired')}
        >
          {t('submissions.mine.login')}
        </button>
      </div>
    );
  }
  return <MySubmissionsList {...props} />;
}

function MySubmissionsList({ problemId, contestId, groupId, judgedCount = 0 }: MySubmissionsPanelProps) {
  useSignals();
  const t = useT();
  const [page, setPage] = useState(1);
  const filters: SubmissionFilters = {
    onlyMine: true,
    status: null,
    username: '',
    problemID: problemId,
    currentPage: page,
    completeProblemID: true,
    contestID: contestId,
    gid: groupId,
    beforeContestSubmit: false,
    containsEnd: false,
  };
  // Opening the tab reads again: a submission made a moment ago in the editor must be there.
  const query = useQuery({ ...submissionListQuery(filters, MY_SUBMISSIONS_PER_PAGE), staleTime: 0 });
  const view = queryView(query);
  const live = useLiveSubmissions(query.data?.records ?? [], contestId, query.dataUpdatedAt);
  const rows = live.rows;
  const resubmit = useResubmit();
  const { refetch } = query;
  const seenJudged = useRef(judgedCount);
  useEffect(() => {
    if (seenJudged.current === judgedCount) return;
    seenJudged.current = judgedCount;
    void refetch();
  }, [judgedCount, refetch]);

  let body;
  if (view.kind === 'pending') body = <Skeleton rows={4} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('submissions.mine.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (rows.length === 0) body = <EmptyState message={t('submissions.mine.empty')} />;
  else
    body = (
      <>
        <RefreshFailed query={query} />
        {live.paused ? (
          <PollPaused message={t('submissions.pollPaused')} onRetry={live.retry} retrying={live.retrying} />
        ) : null}
        <SubmissionTable
          rows={rows}
          groupId={groupId}
          compact
          stale={query.isPlaceholderData}
          caption={t('submissions.mine.title')}
          onResubmit={(submitId) => resubmit.mutate(submitId)}
          viewerUid={userSignal.value?.uid ?? null}
          resubmitting={resubmit.isPending ? (resubmit.variables ?? null) : null}
        />
        <Pager page={page} pages={view.data.pages} onChange={setPage} label={t('submissions.mine.pages')} />
      </>
    );

  return (
    <div className="my-submissions">
      <div className="my-submissions__toolbar">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshIcon />
          {t('ui.refresh')}
        </button>
      </div>
      {body}
    </div>
  );
}
