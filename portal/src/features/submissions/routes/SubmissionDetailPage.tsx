import { Suspense, lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { JudgeStatus, type Judge } from '@generated/model/index';
import { isFinalStatus } from '@hoj/core/domain/judgeStatus';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { isLoggedIn, rolesSignal, userSignal } from '@portal/shared/session/sessionSignals';
import { InfoIcon, ListIcon } from '@portal/shared/ui/icons';
import { Panel } from '@portal/shared/ui/Panel';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { caseResultQuery, submissionDetailQuery } from '../api/submissionQueries';
import { CaseResults } from '../components/CaseResults';
import { CodeView } from '../components/CodeView';
import { ShareButton } from '../components/ShareButton';
import { SubmissionSummary } from '../components/SubmissionSummary';
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

function SubmissionDetail({ submitId, groupId, contestProblemId }: SubmissionDetailProps) {
  useSignals();
  const t = useT();
  const query = useQuery(submissionDetailQuery(submitId));

  if (query.isPending) return <Skeleton rows={8} />;
  if (query.isError)
    return (
      <ErrorState
        message={t('submissions.detail.error')}
        detail={query.error.message}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );

  const { submission, codeShare } = query.data;
  const superAdmin = isLoggedIn.value && isSuperAdmin(rolesSignal.value);
  const owner = isLoggedIn.value && !!submission.uid && userSignal.value?.uid === submission.uid;
  const inContest = !!submission.cid && submission.cid > 0;
  // Sharing is the owner's, never for contest submissions, and only where the problem allows sharing code.
  const canShare = owner && !inContest && codeShare === true;

  return (
    <>
      <Panel
        title={t('submissions.detail.summary')}
        icon={<ListIcon />}
        actions={
          superAdmin ? (
            <Suspense fallback={null}>
              <AdminJudgeActions submission={submission} />
            </Suspense>
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
      <CasePanel submitId={submitId} final={isFinalStatus(submission.status)} />
    </>
  );
}

/** The compiler's message of a compile error, or the judge's note on another verdict. */
function JudgeMessage({ submission }: { submission: Judge }) {
  const t = useT();
  if (!submission.errorMessage) return null;
  const compile = submission.status === JudgeStatus.COMPILE_ERROR;
  return (
    <Panel title={t(compile ? 'submissions.detail.compileMessage' : 'submissions.detail.judgeMessage')}>
      <pre className="submission-detail__message" tabIndex={0}>
        {submission.errorMessage}
      </pre>
    </Panel>
  );
}

/** Case results are read once the verdict is final (a rejudge reads them again when it ends). */
function CasePanel({ submitId, final }: { submitId: number; final: boolean }) {
  const t = useT();
  const query = useQuery({ ...caseResultQuery(submitId), enabled: final });
  let body;
  if (!final) body = <Skeleton rows={3} label={t('submissions.live')} />;
  else if (query.isPending) body = <Skeleton rows={3} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={t('submissions.cases.error')}
        detail={query.error.message}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data === null) body = <EmptyState message={t('submissions.cases.hidden')} />;
  else body = <CaseResults result={query.data} />;
  return <Panel title={t('submissions.cases.title')}>{body}</Panel>;
}
