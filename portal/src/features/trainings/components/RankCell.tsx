import type { TrainingProblemSubmissionInfo } from '@generated/model/index';
import { judgeStatusInfo } from '@hoj/core/domain/judgeStatus';
import { formatTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';

/**
 * A user's result on one problem of the rank: the verdict's short name in its colour, and the best accepted run
 * time once solved; the full verdict for screen readers and on hover. Empty when never submitted.
 */
export function RankCell({ cell }: { cell: TrainingProblemSubmissionInfo | undefined }) {
  const t = useT();
  const locale = useLocale();
  if (!cell) return null;
  const info = judgeStatusInfo(cell.status);
  const label = t(info.labelKey);
  const solved = cell.isAC === true;
  return (
    <span className={`training-rank__cell training-rank__cell--${info.color}`} title={label}>
      <span aria-hidden="true">{info.short}</span>
      <span className="visually-hidden">{label}</span>
      {solved ? <span className="training-rank__time">{formatTime(cell.runTime ?? 0, locale)}</span> : null}
    </span>
  );
}
