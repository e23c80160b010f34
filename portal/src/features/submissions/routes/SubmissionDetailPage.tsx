import { Suspense, lazy, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { JudgeStatus, type Judge, type SubmissionInfoVO } from '@generated/model/index';
import { isFinalStatus, isLiveStatus } from '@hoj/core/domain/judgeStatus';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { isLoggedIn, rolesSignal, userSignal } from '@portal/shared/session/sessionSignals';
import { InfoIcon, ListIcon, RefreshIcon, Spinner } from '@portal/shared/ui/icons';
import { Panel } from '@portal/shared/ui/Panel';
import { PollPaused } from '@portal/shared/ui/PollPaused';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { caseResultQuery, submissionDetailQuery, submissionKeys } from '../api/submissionQueries';
import { CaseResults } from '../components/CaseResults';
import { CodeView } from '../components/CodeView';
import { ShareButton } from '../components/ShareButton';
import { SubmissionSummary } from '../components/SubmissionSummary';
import { useLiveSubmission } from '../hooks/useLiveSubmissions';
import { useResubmit } from '../hooks/useResubmit';
import { statusAnnouncement } from '../model/statusAnnouncement';
import '@portal/i18n/pages/submissions';
import '../components/submissions.css';

// Only the super admin sees these actions: the code (and its dialog) is fetched for them alone.
const AdminJudgeActions = lazy(() =>
  import('../components/AdminJudgeActions').then((module) => ({ default: module.AdminJudgeActions })),
);

const positive = (value: string | undefined): number | null => {
  const number = Number(value);
  return value !== undefined && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/**
 * A submission: its verdict, its code (when the server sends it), the owner's share toggle, the compiler's
 * message and the test-case results; the super admin's judge actions. The site, contest
 * (`contest/:contestID/problem/:problemID/submission-detail/:submitID`) and group variants share it.
 */
export function SubmissionDetailPage() {
  const t = useT();
  const params = useParams();
  const submitId = positive(params.submitID);
  usePageTitle(submitId ? t('submissions.detail.heading', { id: submitId }) : t('submissions.detail.title'));
  return (
    <div className="page submission-detail">
      <h1 className="submission-detail__title">
        {submitId ? t('submissions.detail.heading', { id: submitId }) : t('submissions.detail.title')}
      </h1>
      {submitId ? (
        <SubmissionDetail
          submitId={submitId}
          groupId={positive(params.groupID)}
          contestProblemId={params.contestID ? (params.problemID ?? null) : null}
        />
      ) : (
        <EmptyState message={t('submissions.detail.error')} />
      )}
    </div>
  );
}

interface SubmissionDetailProps {
  submitId: number;
  groupId: number | null;
  contestProblemId: string | null;
}

function SubmissionDetail(props: SubmissionDetailProps) {
  const t = useT();
  const query = useQuery(submissionDetailQuery(props.submitId));
  const view = queryView(query);
  if (view.kind === 'pending') return <Skeleton rows={8} />;
  if (view.kind === 'failed')
    return (
      <ErrorState
        message={t('submissions.detail.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <>
      <RefreshFailed query={query} />
      <LoadedSubmission {...props} info={view.data} loadedAt={query.dataUpdatedAt} />
    </>
  );
}

/** The statuses whose `errorMessage` is worth reading; on the others HOJ sends a placeholder. */
const MESSAGE_STATUSES: ReadonlySet<number> = new Set([
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.SUBMITTED_FAILED,
]);

function LoadedSubmission({
  submitId,
  groupId,
  contestProblemId,
  info,
  loadedAt,
}: SubmissionDetailProps & { info: SubmissionInfoVO; loadedAt: number }) {
  useSignals();
  const t = useT();
  const client = useQueryClient();
  const read = info.submission;
  const inContest = !!read.cid && read.cid > 0;
  // While the judge works, only the status is asked for (in a batch call, the contest's inside a contest).
  const live = useLiveSubmission(read, inContest ? (read.cid ?? null) : null, loadedAt);
  const submission = live.submission;
  const final = isFinalStatus(submission.status);
  // The status check leaves out the messages and the case results: the whole submission is read again, once,
  // when the judge is done.
  const reachedFinal = isLiveStatus(read.status) && final;
  useEffect(() => {
    if (reachedFinal)
      void client.invalidateQueries({ queryKey: submissionKeys.detail(submitId), exact: true });
  }, [reachedFinal, client, submitId]);
  const resubmit = useResubmit();

  const superAdmin = isLoggedIn.value && isSuperAdmin(rolesSignal.value);
  const owner = isLoggedIn.value && !!submission.uid && userSignal.value?.uid === submission.uid;
  // Sharing is the owner's, never for contest submissions, and only where the problem allows sharing code.
  const canShare = owner && !inContest && info.codeShare === true;
  const canResubmit = owner && submission.status === JudgeStatus.SUBMITTED_FAILED;

  return (
    <>
      <StatusAnnouncer status={submission.status} score={submission.score} />
      {live.paused ? (
        <PollPaused message={t('submissions.pollPaused')} onRetry={live.retry} retrying={live.retrying} />
      ) : null}
      <Panel
        title={t('submissions.detail.summary')}
        icon={<ListIcon />}
        actions={
          canResubmit || superAdmin ? (
            <>
              {canResubmit ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => {
                    if (!resubmit.isPending) resubmit.mutate(submitId);
                  }}
                  aria-disabled={resubmit.isPending}
                >
                  {resubmit.isPending ? <Spinner /> : <RefreshIcon />}
                  {t('submissions.resubmit')}
                </button>
              ) : null}
              {superAdmin ? (
                <Suspense fallback={null}>
                  <AdminJudgeActions submission={submission} />
                </Suspense>
              ) : null}
            </>
          ) : null
        }
      >
        <SubmissionSummary submission={submission} groupId={groupId} contestProblemId={contestProblemId} />
      </Panel>
      <JudgeMessage submission={submission} />
      <Panel
        title={t('submissions.detail.code')}
        actions={canShare ? <ShareButton submitId={submitId} shared={submission.share === true} /> : null}
      >
        {submission.code ? (
          <CodeView code={submission.code} language={submission.language} />
        ) : (
          <p className="submission-detail__hidden">
            <InfoIcon />
            {t(inContest ? 'submissions.detail.codeHiddenContest' : 'submissions.detail.codeHidden')}
          </p>
        )}
      </Panel>
      <CasePanel submitId={submitId} final={final} />
    </>
  );
}

/**
 * Says each change of the status after the page opened (screen readers hear the judge's progress without moving
 * focus); the status the page opened with is on screen already and is not read out.
 */
function StatusAnnouncer({ status, score }: { status: Judge['status']; score: Judge['score'] }) {
  const t = useT();
  const [initial] = useState(status);
  const [moved, setMoved] = useState(false);
  if (!moved && status !== initial) setMoved(true);
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {moved || status !== initial ? statusAnnouncement(t, status, score) : ''}
    </p>
  );
}

/** The compiler's message of a compile error, or the judge's reason for a system error or a failed submit. */
function JudgeMessage({ submission }: { submission: Judge }) {
  const t = useT();
  const status = submission.status ?? null;
  if (!submission.errorMessage || status === null || !MESSAGE_STATUSES.has(status)) return null;
  const compile = status === JudgeStatus.COMPILE_ERROR;
  return (
    <Panel title={t(compile ? 'submissions.detail.compileMessage' : 'submissions.detail.judgeMessage')}>
      <pre className="submission-detail__message" tabIndex={0}>
        {submission.errorMessage}
      </pre>
    </Panel>
  );
}

/** Case results are read once the verdict is final (a rejudge or resubmit reads them again when it ends). */
function CasePanel({ submitId, final }: { submitId: number; final: boolean }) {
  const t = useT();
  const query = useQuery({ ...caseResultQuery(submitId), enabled: final });
  const view = queryView(query);
  let body;
  if (!final) body = <Skeleton rows={3} label={t('submissions.live')} />;
  else if (view.kind === 'pending') body = <Skeleton rows={3} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('submissions.cases.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else
    body = (
      <>
        <RefreshFailed query={query} />
        {view.data === null ? (
          <EmptyState message={t('submissions.cases.hidden')} />
        ) : (
          <CaseResults result={view.data} />
        )}
      </>
    );
  return <Panel title={t('submissions.cases.title')}>{body}</Panel>;
}
