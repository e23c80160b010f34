import { Link } from 'react-router';
import { ContestType } from '@generated/model/index';
import { formatAcRate } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { Avatar } from '@portal/shared/ui/Avatar';
import { LazyMarkdown } from '@portal/shared/ui/LazyMarkdown';
import { Tag } from '@portal/shared/ui/Tag';
import { TitleTag } from '@portal/shared/ui/TitleTag';
import { DataTable } from '@portal/shared/ui/DataTable';
import type { RankRow } from '../model/rankRow';

interface RankTableProps {
  rows: readonly RankRow[];
  rule: ContestType;
  /** Rank of the first row: the rows before this page */
  offset: number;
}

const profileLink = (row: RankRow) =>
  `/user-home?${new URLSearchParams({ uid: row.uid, username: row.username }).toString()}`;

/** The user's accepted submissions in the submission list. */
const acceptedLink = (row: RankRow) =>
  `/status?${new URLSearchParams({ username: row.username, status: '0' }).toString()}`;

export function RankTable({ rows, rule, offset }: RankTableProps) {
  const t = useT();
  const locale = useLocale();
  const isOi = rule === ContestType.OI;
  return (
    <DataTable name="rank-table" label={t('ranks.table')}>
      <thead>
        <tr>
          <th scope="col" className="rank-table__rank">
            {t('ranks.col.rank')}
          </th>
          <th scope="col">{t('ranks.col.user')}</th>
          <th scope="col" className="rank-table__secondary">
            {t('ranks.col.nickname')}
          </th>
          {isOi ? (
            <>
              <th scope="col" className="rank-table__number">
                {t('ranks.col.score')}
              </th>
              <th scope="col" className="rank-table__number">
                {t('ranks.col.acTotal')}
              </th>
            </>
          ) : (
            <>
              <th scope="col" className="rank-table__number">
                {t('ranks.col.ac')}
              </th>
              <th scope="col" className="rank-table__number">
                {t('ranks.col.total')}
              </th>
            </>
          )}
          <th scope="col" className="rank-table__number">
            {t('ranks.col.rating')}
          </th>
          <th scope="col" className="rank-table__signature rank-table__secondary">
            {t('ranks.col.signature')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.uid}>
            <td className="rank-table__rank">{offset + index + 1}</td>
            <td>
              <div className="rank-table__user">
                <Avatar src={row.avatar} name={row.username} size={30} />
                <Link to={profileLink(row)} className="rank-table__name">
                  {row.username}
                </Link>
                {row.titleName ? <TitleTag name={row.titleName} color={row.titleColor} /> : null}
              </div>
            </td>
            <td className="rank-table__secondary">
              {row.nickname ? <Tag tone="info">{row.nickname}</Tag> : null}
            </td>
            {isOi ? (
              <>
                <td className="rank-table__number rank-table__strong">{row.score}</td>
                <td className="rank-table__number">
                  <Link
                    to={acceptedLink(row)}
                    aria-label={t('ranks.acLink', { ac: row.ac, username: row.username })}
                  >
                    {row.ac}
                  </Link>
                  {' / '}
                  {row.total}
                </td>
              </>
            ) : (
              <>
                <td className="rank-table__number rank-table__strong">
                  <Link
                    to={acceptedLink(row)}
                    aria-label={t('ranks.acLink', { ac: row.ac, username: row.username })}
                  >
                    {row.ac}
                  </Link>
                </td>
                <td className="rank-table__number">{row.total}</td>
              </>
            )}
            <td className="rank-table__number">{formatAcRate(row.ac, row.total, locale)}</td>
            <td className="rank-table__signature rank-table__secondary">
              {row.signature ? (
                <LazyMarkdown source={row.signature} rows={1} className="rank-table__markdown" />
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
