import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { trainingAuthTable } from '@hoj/core/domain/training';
import { tableEntry } from '@hoj/core/domain/tableEntry';
import { useT } from '@portal/i18n/useT';
import { DataTable } from '@portal/shared/ui/DataTable';
import { Tag } from '@portal/shared/ui/Tag';
import { Skeleton } from '@portal/shared/ui/states';
import { TimeAgo } from '@portal/shared/ui/TimeAgo';
import { GROUP_ITEMS_PER_PAGE, groupTrainingsQuery } from '../api/contentQueries';
import { PagedPanel, panelTexts } from '../components/PagedPanel';
import { groupPath, useGroupPage, usePageParam } from '../model/useGroupViewer';
import { useManageMode } from '../model/useManageMode';

// The admin view (its editor, pickers and form rules) is a chunk of its own: members never download it.
const GroupTrainingAdmin = lazy(() =>
  import('../trainingAdmin/GroupTrainingAdmin').then((module) => ({ default: module.GroupTrainingAdmin })),
);

/** A category colour the server sent, when it is one (anything else is not put into a style). */
const safeColour = (colour: string | null | undefined) =>
  colour && /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : undefined;

/**
 * The group's trainings: number, title (opening the training inside the group), visibility, category, the
 * user's progress, problem count, author and last change.
 */
export function GroupTrainingsPage() {
  const t = useT();
  const { gid, rights } = useGroupPage();
  const [page, setPage] = usePageParam();
  const { managing, manageButton } = useManageMode(rights.admin, t('groups.trainings.manage'));
  const query = useQuery({ ...groupTrainingsQuery(gid, page), enabled: !managing });
  if (managing) {
    return (
      <Suspense fallback={<Skeleton rows={4} />}>
        <GroupTrainingAdmin />
      </Suspense>
    );
  }
  return (
    <PagedPanel
      actions={manageButton}
      texts={panelTexts(t, 'groups.trainings')}
      query={query}
      page={page}
      perPage={GROUP_ITEMS_PER_PAGE}
      onPage={setPage}
    >
      {(records) => (
        <DataTable label={t('groups.trainings.table')} name="group-table">
          <thead>
            <tr>
              <th scope="col">{t('groups.trainings.col.rank')}</th>
              <th scope="col">{t('groups.trainings.col.title')}</th>
              <th scope="col">{t('groups.trainings.col.auth')}</th>
              <th scope="col">{t('groups.trainings.col.category')}</th>
              <th scope="col">{t('groups.trainings.col.progress')}</th>
              <th scope="col">{t('groups.trainings.col.problems')}</th>
              <th scope="col">{t('groups.trainings.col.author')}</th>
              <th scope="col">{t('groups.trainings.col.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((training) => {
              const auth = tableEntry(trainingAuthTable, training.auth);
              const total = training.problemCount ?? 0;
              const solved = Math.min(training.acCount ?? 0, total);
              const colour = safeColour(training.categoryColor);
              return (
                <tr key={training.id}>
                  <td>{training.rank ?? training.id}</td>
                  <td>
                    <Link to={`${groupPath(gid)}/training/${training.id}`}>
                      {training.title || t('groups.untitled')}
                    </Link>
                  </td>
                  <td>{auth ? <Tag tone={auth.color}>{t(auth.labelKey)}</Tag> : '--'}</td>
                  <td>
                    {training.categoryName ? (
                      <span className="group-category">
                        <span
                          className="group-category__dot"
                          style={colour ? { background: colour } : undefined}
                          aria-hidden="true"
                        />
                        {training.categoryName}
                      </span>
                    ) : (
                      '--'
                    )}
                  </td>
                  <td>
                    <span
                      className="group-progress"
                      role="progressbar"
                      aria-label={t('groups.trainings.progress')}
                      aria-valuemin={0}
                      aria-valuemax={total}
                      aria-valuenow={solved}
                    >
                      <span
                        className="group-progress__bar"
                        style={{ width: `${total > 0 ? (solved / total) * 100 : 0}%` }}
                      />
                      <span className="group-progress__text">
                        {solved} / {total}
                      </span>
                    </span>
                  </td>
                  <td>{total}</td>
                  <td>{training.author ?? '--'}</td>
                  <td>
                    <TimeAgo value={training.gmtModified} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
    </PagedPanel>
  );
}
