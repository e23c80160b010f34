import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { JudgeStatus, type Judge } from '@generated/model/index';
import { isLiveStatus, judgeStatusInfo } from '@hoj/core/domain/judgeStatus';
import { formatMemory, formatTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { RefreshIcon, Spinner } from '@portal/shared/ui/icons';
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

/**
 * The submission's status next to the Submit button: a coloured tag linking to its details, its figures once
 * final, a resubmit action after Submitted Failed and the compiler's message after a compile error. The status
 * change is read out by screen readers ("Judging", then the verdict).
 */
export function SubmitStatus({ submission, route }: { submission: Submission; route: ProblemRoute }) {
  const t = useT();
  const { state, judge } = submission;
  const status = state.phase === 'submitting' ? JudgeStatus.SUBMITTING : (judge?.status ?? null);
  const info = judgeStatusInfo(status);
  const live = status !== null && isLiveStatus(status);
  const announcement =
    state.phase === 'hidden'
      ? t('workbench.submittedHidden')
      : status === null
        ? ''
        : live
          ? t('workbench.judging')
          : t(info.labelKey);

  return (
    <div className="workbench__status">
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
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
          {judge?.submitId ? (
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
          {judge ? <Figures judge={judge} /> : null}
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
        <p className="workbench__poll-failed" role="alert">
          {t('workbench.pollFailed')}{' '}
          <button type="button" className="button button--ghost button--small" onClick={submission.retryPoll}>
            {t('workbench.retry')}
          </button>
        </p>
      ) : null}
      {status === JudgeStatus.COMPILE_ERROR && judge?.submitId ? (
        <CompileInfo submitId={judge.submitId} />
      ) : null}
    </div>
  );
}
