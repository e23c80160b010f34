import { Link } from 'react-router';
import { GroupMemberAuth, type GroupMemberVO } from '@generated/model/index';
import { formatDateTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { DataTable } from '@portal/shared/ui/DataTable';

interface ApplicationTableProps {
  rows: readonly GroupMemberVO[];
  busy: boolean;
  onAnswer: (row: GroupMemberVO, level: GroupMemberAuth) => void;
}

/** The applications waiting for an answer, each with its reason: approve (a member) or refuse. */
export function ApplicationTable({ rows, busy, onAnswer }: ApplicationTableProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <DataTable label={t('groups.applications.table')} name="group-table">
      <thead>
        <tr>
          <th scope="col">{t('groups.members.col.user')}</th>
          <th scope="col">{t('groups.applications.col.reason')}</th>
          <th scope="col">{t('groups.applications.col.applied')}</th>
          <th scope="col">{t('groups.members.col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.uid}>
            <td>
              <Link to={`/user-home?username=${encodeURIComponent(row.username)}`}>{row.username}</Link>
            </td>
            <td className="group-members__reason">{row.reason || '--'}</td>
            <td>{row.gmtCreate ? formatDateTime(row.gmtCreate, locale) : '--'}</td>
            <td>
              <div className="group-members__actions">
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={busy}
                  onClick={() => onAnswer(row, GroupMemberAuth.MEMBER)}
                  aria-label={t('groups.applications.approveUser', { username: row.username })}
                >
                  {t('groups.applications.approve')}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={busy}
                  onClick={() => onAnswer(row, GroupMemberAuth.REFUSED)}
                  aria-label={t('groups.applications.refuseUser', { username: row.username })}
                >
                  {t('groups.applications.refuse')}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
