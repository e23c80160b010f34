import { Link } from 'react-router';
import type { GroupMemberAuth, GroupMemberVO } from '@generated/model/index';
import { groupMemberAuthTable } from '@hoj/core/domain/group';
import { tableEntry } from '@hoj/core/domain/tableEntry';
import { formatDateTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { DataTable } from '@portal/shared/ui/DataTable';
import { Tag } from '@portal/shared/ui/Tag';
import type { GroupViewer } from '../model/groupRights';
import { levelChoices, mayChangeLevel, mayRemove } from '../model/memberRules';

interface MemberTableProps {
  rows: readonly GroupMemberVO[];
  viewer: GroupViewer;
  ownerUid: string | null;
  /** Whether the viewer manages members here (group admins): levels become choices, rows removable. */
  managing: boolean;
  busy: boolean;
  onLevel: (row: GroupMemberVO, level: GroupMemberAuth) => void;
  onRemove: (row: GroupMemberVO) => void;
}

/** The group's members with their join and change times and level; for managers, the level and removal. */
export function MemberTable({ rows, viewer, ownerUid, managing, busy, onLevel, onRemove }: MemberTableProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <DataTable label={t('groups.members.table')} name="group-table">
      <thead>
        <tr>
          <th scope="col">{t('groups.members.col.user')}</th>
          <th scope="col">{t('groups.members.col.joined')}</th>
          <th scope="col">{t('groups.members.col.changed')}</th>
          <th scope="col">{t('groups.members.col.level')}</th>
          {managing ? <th scope="col">{t('groups.members.col.actions')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const info = tableEntry(groupMemberAuthTable, row.auth);
          const editable = managing && mayChangeLevel(viewer, row, ownerUid);
          return (
            <tr key={row.uid}>
              <td>
                <Link to={`/user-home?username=${encodeURIComponent(row.username)}`}>{row.username}</Link>
              </td>
              <td>{row.gmtCreate ? formatDateTime(row.gmtCreate, locale) : '--'}</td>
              <td>{row.gmtModify ? formatDateTime(row.gmtModify, locale) : '--'}</td>
              <td>
                {editable ? (
                  <select
                    className="field__input group-members__level"
                    aria-label={t('groups.members.levelOf', { username: row.username })}
                    value={row.auth}
                    disabled={busy}
                    onChange={(event) => onLevel(row, Number(event.target.value) as GroupMemberAuth)}
                  >
                    {levelChoices(viewer, row).map((level) => (
                      <option key={level} value={level}>
                        {t(groupMemberAuthTable[level].labelKey)}
                      </option>
                    ))}
                  </select>
                ) : info ? (
                  <Tag tone={info.color}>{t(info.labelKey)}</Tag>
                ) : (
                  '--'
                )}
              </td>
              {managing ? (
                <td>
                  {mayRemove(viewer, row, ownerUid) ? (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy}
                      onClick={() => onRemove(row)}
                      aria-label={t('groups.members.removeUser', { username: row.username })}
                    >
                      {t('groups.members.remove')}
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
