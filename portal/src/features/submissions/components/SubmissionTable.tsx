import { Link } from 'react-router';
import { JudgeStatus, type JudgeVO } from '@generated/model/index';
import { EMPTY_VALUE, formatBytes, formatDateTime, formatMemory, formatTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { RefreshIcon, Spinner } from '@portal/shared/ui/icons';
import { profilePath, submissionDetailPath, submissionProblemPath } from '../model/submissionLinks';
import { JudgeStatusTag } from './JudgeStatusTag';
import { ScoreTag } from './ScoreTag';
import '@portal/i18n/pages/submissions';
import './submissions.css';

interface SubmissionTableProps {
  rows: readonly JudgeVO[];
  /** The group a group list belongs to: its links stay inside the group. */
  groupId: number | null;
  /** The problem tab leaves out what it already shows (problem, author, judger). */
  compact?: boolean;
  /** Super admins get a Rejudge button per row. */
  onRejudge?: ((submitId: number) => void) | undefined;
  /** The row whose rejudge is under way. */
  rejudging?: number | null;
  /** The reader's own Submitted Failed rows get a Resubmit button (`viewerUid` says which rows are theirs). */
  onResubmit?: ((submitId: number) => void) | undefined;
  viewerUid?: string | null;
  /** The row whose resubmit is under way. */
  resubmitting?: number | null;
  /** The rows are the previous page's while the next one loads. */
  stale?: boolean;
  caption: string;
}

/**
 * Submissions as a table; on a phone (<= 640 px) each row becomes a card with its cells labelled (the secondary
 * columns are left out there).
 */
export function SubmissionTable({
  rows,
  groupId,
  compact = false,
  onRejudge,
  rejudging = null,
  onResubmit,
  viewerUid = null,
  resubmitting = null,
  stale = false,
  caption,
}: SubmissionTableProps) {
  const t = useT();
  const locale = useLocale();
  const labels = {
    runId: t('submissions.col.runId'),
    problem: t('submissions.col.problem'),
    status: t('submissions.col.status'),
    score: t('submissions.col.score'),
    time: t('submissions.col.time'),
    memory: t('submissions.col.memory'),
    length: t('submissions.col.length'),
    language: t('submissions.col.language'),
    judger: t('submissions.col.judger'),
    author: t('submissions.col.author'),
    submitTime: t('submissions.col.submitTime'),
    option: t('submissions.col.option'),
  };

  return (
    <div className="submission-table__scroll">
      <table className="card-table submission-table" aria-busy={stale}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.runId}</th>
            {compact ? null : <th scope="col">{labels.problem}</th>}
            <th scope="col">{labels.status}</th>
            <th scope="col">{labels.score}</th>
            <th scope="col">{labels.time}</th>
            <th scope="col">{labels.memory}</th>
            <th scope="col" className="submission-table__secondary">
              {labels.length}
            </th>
            <th scope="col">{labels.language}</th>
            {compact ? null : (
              <th scope="col" className="submission-table__secondary">
                {labels.judger}
              </th>
            )}
            {compact ? null : <th scope="col">{labels.author}</th>}
            <th scope="col">{labels.submitTime}</th>
            {onRejudge ? <th scope="col">{labels.option}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const place = { ...row, gid: groupId };
            const problemPath = submissionProblemPath(place);
            const problemLabel = (row.cid ? row.displayId : row.displayPid) ?? EMPTY_VALUE;
            return (
              <tr key={row.submitId} data-submit-id={row.submitId}>
                <td data-label={labels.runId} className="submission-table__id">
                  {row.submitId}
                </td>
                {compact ? null : (
                  <td data-label={labels.problem} className="submission-table__problem">
                    {problemPath ? (
                      <Link to={problemPath} title={row.title ?? undefined}>
                        {problemLabel}
                        {row.title ? <span className="submission-table__title"> {row.title}</span> : null}
                      </Link>
                    ) : (
                      problemLabel
                    )}
                  </td>
                )}
                <td data-label={labels.status}>
                  <span className="submission-table__status">
                    <JudgeStatusTag status={row.status} />
                    {row.isManual ? (
                      <span className="submission-table__manual">{t('submissions.manual')}</span>
                    ) : null}
                    {onResubmit &&
                    row.status === JudgeStatus.SUBMITTED_FAILED &&
                    viewerUid !== null &&
                    row.uid === viewerUid ? (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => {
                          if (resubmitting === null) onResubmit(row.submitId);
                        }}
                        aria-disabled={resubmitting !== null}
                        aria-label={t('submissions.resubmitOf', { id: row.submitId })}
                      >
                        {resubmitting === row.submitId ? <Spinner /> : <RefreshIcon />}
                        {t('submissions.resubmit')}
                      </button>
                    ) : null}
                  </span>
                </td>
                <td data-label={labels.score}>
                  <ScoreTag score={row.score} />
                </td>
                <td data-label={labels.time}>{formatTime(row.time, locale)}</td>
                <td data-label={labels.memory}>{formatMemory(row.memory, locale)}</td>
                <td data-label={labels.length} className="submission-table__secondary">
                  {formatBytes(row.length, locale)}
                </td>
                <td data-label={labels.language}>
                  <Link
                    to={submissionDetailPath(place)}
                    aria-label={t('submissions.openDetails', {
                      id: row.submitId,
                      language: row.language || EMPTY_VALUE,
                    })}
                  >
                    {row.language || EMPTY_VALUE}
                  </Link>
                </td>
                {compact ? null : (
                  <td data-label={labels.judger} className="submission-table__secondary">
                    {row.judger || EMPTY_VALUE}
                  </td>
                )}
                {compact ? null : (
                  <td data-label={labels.author}>
                    <Link to={profilePath(row.username, row.uid)}>{row.username}</Link>
                  </td>
                )}
                <td data-label={labels.submitTime}>
                  {row.submitTime ? (
                    <time dateTime={row.submitTime}>{formatDateTime(row.submitTime, locale)}</time>
                  ) : (
                    EMPTY_VALUE
                  )}
                </td>
                {onRejudge ? (
                  <td data-label={labels.option}>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => onRejudge(row.submitId)}
                      disabled={rejudging !== null}
                      aria-label={t('submissions.rejudgeOf', { id: row.submitId })}
                    >
                      {rejudging === row.submitId ? <Spinner /> : <RefreshIcon />}
                      {t('submissions.rejudge')}
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
