import { Link } from 'react-router';
import type { ContestRecord } from '@generated/model/index';
import { EMPTY_VALUE, formatDateTime } from '@hoj/core/format/format';
// The balloon's name is a text of the contest pages' module.
import '@portal/i18n/pages/contests';
import { useLocale, useT } from '@portal/i18n/useT';
import { Tag } from '@portal/shared/ui/Tag';
import { BalloonMark } from '@portal/features/contests/components/BalloonMark';
import { ToolSwitch } from './ToolSwitch';

interface AcInfoTableProps {
  contestId: number;
  records: readonly ContestRecord[];
  /** Balloon colour per problem label; a problem missing from it gets no colour. */
  colours: ReadonlyMap<string, string | null | undefined>;
  checkedOf: (record: ContestRecord) => boolean;
  isPending: (record: ContestRecord) => boolean;
  onToggle: (record: ContestRecord) => void;
}

const submissionsOf = (contestId: number, username: string) =>
  `/contest/${contestId}/submissions?${new URLSearchParams({ username }).toString()}`;

/**
 * The balloon desk's list: when, which problem (with its balloon), first blood or not, who, and whether the
 * balloon went out. On a phone each row is a card.
 */
export function AcInfoTable({
  contestId,
  records,
  colours,
  checkedOf,
  isPending,
  onToggle,
}: AcInfoTableProps) {
  const t = useT();
  const locale = useLocale();
  const label = {
    time: t('contestTools.acInfo.col.time'),
    problem: t('contestTools.acInfo.col.problem'),
    result: t('contestTools.acInfo.col.result'),
    username: t('contestTools.col.username'),
    realname: t('contestTools.col.realname'),
    checked: t('contestTools.acInfo.col.checked'),
  };
  return (
    <div className="tool-table" role="region" aria-label={t('contestTools.acInfo.table')} tabIndex={0}>
      <table className="tool-table__table">
        <thead>
          <tr>
            <th scope="col">{label.time}</th>
            <th scope="col">{label.problem}</th>
            <th scope="col">{label.result}</th>
            <th scope="col">{label.username}</th>
            <th scope="col">{label.realname}</th>
            <th scope="col">{label.checked}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const problem = record.displayId ?? '';
            const username = record.username ?? '';
            return (
              <tr key={record.id}>
                <td data-label={label.time}>
                  {record.submitTime ? (
                    <time dateTime={record.submitTime}>{formatDateTime(record.submitTime, locale)}</time>
                  ) : (
                    EMPTY_VALUE
                  )}
                </td>
                <th scope="row" data-label={label.problem}>
                  <span className="tool-table__problem">
                    <BalloonMark color={colours.get(problem)} />
                    {problem || EMPTY_VALUE}
                  </span>
                </th>
                <td data-label={label.result}>
                  {record.firstBlood ? (
                    <Tag tone="danger">{t('contestTools.acInfo.firstBlood')}</Tag>
                  ) : (
                    <Tag tone="success">{t('contestTools.acInfo.accepted')}</Tag>
                  )}
                </td>
                <td data-label={label.username}>
                  {username ? <Link to={submissionsOf(contestId, username)}>{username}</Link> : EMPTY_VALUE}
                </td>
                <td data-label={label.realname}>{record.realname || EMPTY_VALUE}</td>
                <td data-label={label.checked}>
                  <ToolSwitch
                    checked={checkedOf(record)}
                    busy={isPending(record)}
                    label={t('contestTools.acInfo.toggle', { problem, username })}
                    onText={t('contestTools.acInfo.checked')}
                    offText={t('contestTools.acInfo.notChecked')}
                    onToggle={() => onToggle(record)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
