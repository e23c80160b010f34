import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Judge } from '@generated/model/index';
import { EMPTY_VALUE, formatBytes, formatDateTime, formatMemory, formatTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { profilePath, submissionProblemPath } from '../model/submissionLinks';
import { JudgeStatusTag } from './JudgeStatusTag';
import { ScoreTag } from './ScoreTag';
import '@portal/i18n/pages/submissions';

interface SubmissionSummaryProps {
  submission: Judge;
  /** The group the page is reached through, so the problem link stays inside it. */
  groupId: number | null;
  /** The problem label of a contest page's address (the answer does not carry it). */
  contestProblemId: string | null;
}

/** The verdict and its figures, as a list of label / value pairs. */
export function SubmissionSummary({ submission, groupId, contestProblemId }: SubmissionSummaryProps) {
  const t = useT();
  const locale = useLocale();
  const problemPath = submissionProblemPath({
    submitId: submission.submitId ?? 0,
    cid: submission.cid,
    gid: groupId ?? submission.gid,
    displayPid: submission.displayPid,
    displayId: contestProblemId,
  });
  const problemLabel = (submission.cid ? contestProblemId : submission.displayPid) ?? null;
  const items: [string, ReactNode][] = [
    [
      t('submissions.col.status'),
      <>
        <JudgeStatusTag status={submission.status} />
        {submission.isManual ? (
          <span className="submission-summary__manual">{t('submissions.detail.manualTag')}</span>
        ) : null}
      </>,
    ],
    [t('submissions.col.score'), <ScoreTag score={submission.score} />],
    [t('submissions.col.time'), formatTime(submission.time, locale)],
    [t('submissions.col.memory'), formatMemory(submission.memory, locale)],
    [t('submissions.col.length'), formatBytes(submission.length, locale)],
    [t('submissions.col.language'), submission.language || EMPTY_VALUE],
    [t('submissions.col.judger'), submission.judger || EMPTY_VALUE],
    [
      t('submissions.col.author'),
      submission.username ? (
        <Link to={profilePath(submission.username, submission.uid)}>{submission.username}</Link>
      ) : (
        EMPTY_VALUE
      ),
    ],
    [
      t('submissions.col.submitTime'),
      submission.submitTime ? (
        <time dateTime={submission.submitTime}>{formatDateTime(submission.submitTime, locale)}</time>
      ) : (
        EMPTY_VALUE
      ),
    ],
    [
      t('submissions.col.problem'),
      problemPath && problemLabel ? (
        <Link to={problemPath}>{t('submissions.detail.problemLink', { id: problemLabel })}</Link>
      ) : (
        (problemLabel ?? EMPTY_VALUE)
      ),
    ],
  ];
  return (
    <dl className="submission-summary">
      {items.map(([label, value]) => (
        <div key={label} className="submission-summary__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
