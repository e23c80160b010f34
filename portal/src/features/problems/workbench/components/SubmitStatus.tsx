import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { JudgeStatus, type Judge } from '@generated/model/index';
import { isLiveStatus, judgeStatusInfo } from '@hoj/core/domain/judgeStatus';
import { formatMemory, formatTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { RefreshIcon, Spinner } from '@portal/shared/ui/icons';
import { PollPaused } from '@portal/shared/ui/PollPaused';
import { Tag } from '@portal/shared/ui/Tag';
import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';
import { submissionQuery } from '../api/workbenchApi';
import { submissionDetailPath } from '../model/submissionLink';
import type { Submission } from '../hooks/useSubmission';

/** A compile error's message, read from the submission itself (the status checks leave it out). */
function CompileInfo({ submitId }: { submitId: number }) {
  const t = useT();
  const detail = useQuery(submissionQuery(submitId));
  const message = detail.data?.submission.errorMessage;
  if (!message) return null;
  return (
    <details className="workbench__compile">
      <summary>{t('workbench.compileInfo')}</summary>
      <pre>{message}</pre>
    </details>
  );
}

function Figures({ judge }: { judge: Judge }) {
  const t = useT();
  const locale = useLocale();
  if (isLiveStatus(judge.status)) return null;
  return (
    <dl className="workbench__figures">
      {judge.time !== null && judge.time !== undefined ? (
        <div>
          <dt>{t('workbench.time')}</dt>
          <dd>{formatTime(judge.time, locale)}</dd>
        </div>
      ) : null}
      {judge.memory !== null && judge.memory !== undefined ? (
        <div>
          <dt>{t('workbench.memory')}</dt>
          <dd>{formatMemory(judge.memory, locale)}</dd>
        </div>
      ) : null}
      {judge.score !== null && judge.score !== undefined ? (
        <div>
          <dt>{t('workbench.score')}</dt>
          <dd>{judge.score}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** What screen readers hear for a status: its name, and a final verdict's score where it has one. */
function announcementOf(
  t: ReturnType<typeof useT>,
  status: number,
  score: number | null | undefined,
): string {
  const label = t(judgeStatusInfo(status).labelKey);
  if (score === null || score === undefined || isLiveStatus(status)) return label;
  return t('workbench.statusWithScore', { status: label, score });
}

/**
 * The submission's status next to the Submit button: a coloured tag linking to its details, its figures once
 * final, a resubmit action after Submitted Failed and the compiler's message after a compile error. Each change
 * is read out by screen readers in words (Submitting, Pending, Compiling, Judging, then the verdict and score).
 */
export function SubmitStatus({ submission, route }: { submission: Submission; route: ProblemRoute }) {
  const t = useT();
  const { state, judge } = submission;
  // From the first click on Submit the reader sees and hears that the submit is under way.
  const status = submission.busy ? JudgeStatus.SUBMITTING : (judge?.status ?? null);
  const info = judgeStatusInfo(status);
  const live = status !== null && isLiveStatus(status);
  const announcement =
    state.phase === 'hidden' && !submission.busy
      ? t('workbench.submittedHidden')
      : status === null
        ? ''
        : announcementOf(t, status, submission.busy ? null : judge?.score);

  return (
    <div className="workbench__status">
      <p
        className="visually-hidden"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        aria-label={t('workbench.statusRegion')}
      >
        {announcement}
      </p>
      {state.phase === 'hidden' ? (
        <p className="workbench__submitted" aria-hidden="true">
          {t('workbench.submittedHidden')}
        </p>
      ) : null}
      {status !== null ? (
        <div className="workbench__verdict">
          <span className="workbench__status-label">{t('workbench.status')}</span>
          {judge?.submitId && !submission.busy ? (
            <Link
              to={submissionDetailPath(route, judge.submitId)}
              className="workbench__verdict-link"
              title={t('workbench.viewDetails')}
            >
              <Tag tone={info.color}>
                {live ? <Spinner /> : null}
                {t(info.labelKey)}
              </Tag>
            </Link>
          ) : (
            <Tag tone={info.color}>
              <Spinner />
              {t(info.labelKey)}
            </Tag>
          )}
          {judge && !submission.busy ? <Figures judge={judge} /> : null}
          {status === JudgeStatus.SUBMITTED_FAILED ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void submission.resubmit()}
              disabled={submission.resubmitting}
            >
              <RefreshIcon />
              {t('workbench.resubmit')}
            </button>
          ) : null}
        </div>
      ) : null}
      {submission.pollFailed ? (
        <PollPaused
          message={t('workbench.pollFailed')}
          onRetry={submission.retryPoll}
          retrying={submission.retryingPoll}
        />
      ) : null}
      {status === JudgeStatus.COMPILE_ERROR && judge?.submitId ? (
        <CompileInfo submitId={judge.submitId} />
      ) : null}
    </div>
  );
}
