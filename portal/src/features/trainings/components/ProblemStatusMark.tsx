import { JudgeStatus } from '@generated/model/index';
import { judgeStatusInfo } from '@hoj/core/domain/judgeStatus';
import { useT } from '@portal/i18n/useT';
import { CheckIcon } from '@portal/shared/ui/icons';

/**
 * The user's result on a problem: a tick once solved, else the short name of the latest verdict in its colour
 * (the full name on hover and for screen readers); nothing when never submitted.
 */
export function ProblemStatusMark({ status }: { status: number | null | undefined }) {
  const t = useT();
  if (status === undefined || status === null || status === JudgeStatus.NOT_SUBMITTED) return null;
  const info = judgeStatusInfo(status);
  const label = t(info.labelKey);
  return (
    <span
      className={`training-status training-status--${info.color}`}
      role="img"
      aria-label={label}
      title={label}
    >
      {status === JudgeStatus.ACCEPTED ? <CheckIcon /> : info.short}
    </span>
  );
}
