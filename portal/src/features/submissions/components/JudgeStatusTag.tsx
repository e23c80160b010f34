import { judgeStatusInfo } from '@hoj/core/domain/judgeStatus';
import { useT } from '@portal/i18n/useT';
import { Spinner } from '@portal/shared/ui/icons';
import { Tag } from '@portal/shared/ui/Tag';
import '@portal/i18n/pages/submissions';

/** A judge status as core's table names and colours it; a live one spins while the judge works. */
export function JudgeStatusTag({ status }: { status: number | null | undefined }) {
  const t = useT();
  const info = judgeStatusInfo(status);
  return (
    <Tag tone={info.color}>
      {info.final ? null : <Spinner />}
      {t(info.labelKey)}
    </Tag>
  );
}
