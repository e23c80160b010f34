import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ContestType } from '@generated/model/index';
import { formatAcRate } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { Avatar } from '@portal/shared/ui/Avatar';
import { DataTable } from '@portal/shared/ui/DataTable';
import { KeywordSearch } from '@portal/shared/ui/KeywordSearch';
import { Tag } from '@portal/shared/ui/Tag';
import { TitleTag } from '@portal/shared/ui/TitleTag';
import { groupRankQuery } from '../api/rankQuery';
import { PagedPanel } from '../components/PagedPanel';
import { groupPath, useGroupPage } from '../model/useGroupViewer';

const RANK_PER_PAGE = 30;
const NICKNAME_TONES = ['primary', 'success', 'neutral', 'danger', 'warning'] as const;

interface RankFilters {
  page: number;
  type: ContestType;
  searchUser: string;
}

function rankFiltersOf(search: URLSearchParams): RankFilters {
  const page = Number(search.get('page'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    type: search.get('type') === String(ContestType.OI) ? ContestType.OI : ContestType.ACM,
    searchUser: search.get('searchUser')?.trim() ?? '',
  };
}

function rankSearchOf(filters: RankFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.page > 1) search.set('page', String(filters.page));
  if (filters.type !== ContestType.ACM) search.set('type', String(filters.type));
  if (filters.searchUser) search.set('searchUser', filters.searchUser);
  return search;
}

/**
 * The group's members ranked by what they solved inside it (ACM: problems solved, then fewer submissions) or
 * by their scores (OI), 30 a page; the page, the rule and the search are in the address. A member's solved
 * count opens their accepted submissions in the group.
 */
export function GroupRankPage() {
  const t = useT();
  const locale = useLocale();
  const ruleId = useId();
  const { gid } = useGroupPage();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => rankFiltersOf(params), [params]);
  const go = (next: RankFilters) => setParams(rankSearchOf(next));
  const query = useQuery(groupRankQuery(gid, filters.type, filters.page, RANK_PER_PAGE, filters.searchUser));
  const first = (filters.page - 1) * RANK_PER_PAGE;

  const tools = (
    <div className="group-rank__tools">
      <KeywordSearch
        keyword={filters.searchUser}
        label={t('groups.rank.search')}
        placeholder={t('groups.rank.searchPlaceholder')}
        buttonLabel={t('groups.filter.search')}
        onSearch={(searchUser) => go({ ...filters, searchUser, page: 1 })}
      />
      <div className="group-chips" role="group" aria-labelledby={ruleId}>
        <span id={ruleId} className="group-chips__label">
          {t('groups.rank.rule')}
        </span>
        {[ContestType.ACM, ContestType.OI].map((type) => (
          <button
            key={type}
            type="button"
            className="group-chip"
            aria-pressed={filters.type === type}
            onClick={() => go({ ...filters, type, page: 1 })}
          >
            {t(type === ContestType.ACM ? 'groups.rank.acm' : 'groups.rank.oi')}
          </button>
        ))}
      </div>
    </div>
  );

  return (
    <div className="group-members">
      {tools}
      <PagedPanel
        texts={{
          title: t('groups.rank.title'),
          loading: t('groups.rank.loading'),
          error: t('groups.rank.error'),
          empty: t(filters.searchUser ? 'groups.rank.noMatch' : 'groups.rank.empty'),
          pages: t('groups.rank.pages'),
        }}
        query={query}
        page={filters.page}
        perPage={RANK_PER_PAGE}
        onPage={(page) => go({ ...filters, page })}
      >
        {(rows) => (
          <DataTable label={t('groups.rank.table')} name="group-table">
            <thead>
              <tr>
                <th scope="col">{t('groups.rank.col.place')}</th>
                <th scope="col">{t('groups.rank.col.user')}</th>
                <th scope="col">{t('groups.rank.col.nickname')}</th>
                <th scope="col">{t('groups.rank.col.ac')}</th>
                <th scope="col">{t('groups.rank.col.total')}</th>
                <th scope="col">{t('groups.rank.col.score')}</th>
                <th scope="col">{t('groups.rank.col.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.uid}>
                  <td>{first + index + 1}</td>
                  <td>
                    <span className="group-rank__user">
                      <Avatar src={row.avatar} name={row.username} size={24} />
                      <Link
                        to={`/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`}
                      >
                        {row.username}
                      </Link>
                      {row.titleName ? <TitleTag name={row.titleName} color={row.titleColor} /> : null}
                    </span>
                  </td>
                  <td>
                    {row.nickname ? (
                      <Tag tone={NICKNAME_TONES[row.nickname.length % NICKNAME_TONES.length]}>
                        {row.nickname}
                      </Tag>
                    ) : null}
                  </td>
                  <td>
                    <Link
                      to={`${groupPath(gid)}/status?username=${encodeURIComponent(row.username)}&status=0`}
                      aria-label={t('groups.rank.acLink', { count: row.ac ?? 0, username: row.username })}
                    >
                      {row.ac ?? 0}
                    </Link>
                  </td>
                  <td>{row.total ?? 0}</td>
                  <td>{row.score ?? 0}</td>
                  <td>{formatAcRate(row.ac, row.total, locale)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </PagedPanel>
    </div>
  );
}
