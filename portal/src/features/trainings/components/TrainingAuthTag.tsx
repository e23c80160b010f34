import type { TrainingAuth } from '@generated/model/index';
import { trainingAuthTable } from '@hoj/core/domain/training';
import { tableEntry } from '@hoj/core/domain/tableEntry';
import { useT } from '@portal/i18n/useT';
import { LockIcon } from '@portal/shared/ui/icons';
import { Tag } from '@portal/shared/ui/Tag';

/** Public or private (a lock: a password is needed); nothing for a visibility this client does not know. */
export function TrainingAuthTag({ auth }: { auth: TrainingAuth | null | undefined }) {
  const t = useT();
  const info = tableEntry(trainingAuthTable, auth);
  if (!info) return null;
  return (
    <Tag tone={info.color}>
      {info.password ? <LockIcon /> : null}
      {t(info.labelKey)}
    </Tag>
  );
}
