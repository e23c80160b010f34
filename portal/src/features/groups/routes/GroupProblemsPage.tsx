import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { problemDifficultyTable } from '@hoj/core/domain/problem';
import { tableEntry } from '@hoj/core/domain/tableEntry';
import { formatAcRate } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { DataTable } from '@portal/shared/ui/DataTable';
import { Tag } from '@portal/shared/ui/Tag';
import { GROUP_ITEMS_PER_PAGE, groupProblemsQuery } from '../api/contentQueries';
import { PagedPanel, panelTexts } from '../components/PagedPanel';
import { groupPath, useGroupPage, usePageParam } from '../model/useGroupViewer';

// The admin view (and the editor it opens) is a chunk of its own, asked for only when the reader is a group admin.
const GroupProblemAdmin = lazy(() =>
  import('../problemAdmin/components/GroupProblemAdmin').then((module) => ({
    default: module.GroupProblemAdmin,
  })),
);

/**
 * The group's problems as members see them: id and title (opening the problem inside the group), level, AC
 * rate. Group admins (and the super admin) get the admin view below it.
 */
export function GroupProblemsPage() {
  const t = useT();
  const locale = useLocale();
  const { gid, rights } = useGroupPage();
  const [page, setPage] = usePageParam();
  const query = useQuery(groupProblemsQuery(gid, page));
  const problemPath = (problemId: string) => `${groupPath(gid)}/problem/${encodeURIComponent(problemId)}`;
  return (
    <>
      <PagedPanel
        texts={panelTexts(t, 'groups.problems')}
        query={query}
        page={page}
        perPage={GROUP_ITEMS_PER_PAGE}
        onPage={setPage}
      >
        {(records) => (
          <DataTable label={t('groups.problems.table')} name="group-table">
            <thead>
              <tr>
                <th scope="col">{t('groups.problems.col.id')}</th>
                <th scope="col">{t('groups.problems.col.title')}</th>
                <th scope="col">{t('groups.problems.col.level')}</th>
                <th scope="col">{t('groups.problems.col.ac')}</th>
                <th scope="col">{t('groups.problems.col.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((problem) => {
                const level = tableEntry(problemDifficultyTable, problem.difficulty);
                return (
                  <tr key={problem.problemId}>
                    <td>
                      <Link to={problemPath(problem.problemId)}>{problem.problemId}</Link>
                    </td>
                    <td>
                      <Link to={problemPath(problem.problemId)}>{problem.title || problem.problemId}</Link>
                    </td>
                    <td>{level ? <Tag tone={level.color}>{t(level.labelKey)}</Tag> : '--'}</td>
                    <td>
                      {problem.ac ?? 0} / {problem.total ?? 0}
                    </td>
                    <td>{formatAcRate(problem.ac, problem.total, locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        )}
      </PagedPanel>
      {rights.admin ? (
        <Suspense fallback={null}>
          <GroupProblemAdmin />
        </Suspense>
      ) : null}
    </>
  );
}
