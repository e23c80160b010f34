import { groupAuthTable } from '@hoj/core/domain/group';
import { tableEntry } from '@hoj/core/domain/tableEntry';
import { useT } from '@portal/i18n/useT';
import { Tag } from '@portal/shared/ui/Tag';

/** Public, protected or private, in its colour; the hint says what it means for joining. */
export function GroupAuthTag({ auth }: { auth: unknown }) {
  const t = useT();
  const info = tableEntry(groupAuthTable, auth);
  if (!info) return null;
  return (
    <span title={t(`groups.auth.hint.${String(auth)}`)}>
      <Tag tone={info.color}>{t(info.labelKey)}</Tag>
    </span>
  );
}

/** A group listed for its members only. */
export function HiddenTag() {
  const t = useT();
  return (
    <span title={t('groups.hidden.hint')}>
      <Tag tone="info">{t('groups.hidden')}</Tag>
    </span>
  );
}
