import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Training } from '@generated/model/index';
import { TRAINING_DEFAULTS, fromTrainingDto, type TrainingForm } from '@hoj/core/editor/trainingEditor';
import '@portal/i18n/pages/groupContentAdmin';
import { useT } from '@portal/i18n/useT';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';
import { ConfirmDialog } from '@portal/shared/ui/ConfirmDialog';
import { DataTable } from '@portal/shared/ui/DataTable';
import { EmptyState } from '@portal/shared/ui/states';
import { PagedPanel } from '../components/PagedPanel';
import { useAdminAction } from '../model/useAdminAction';
import { useGroupPage, usePageParam } from '../model/useGroupViewer';
import {
  ADMIN_TRAININGS_PER_PAGE,
  adminTrainingsQuery,
  changeTrainingStatus,
  deleteTraining,
  fetchTraining,
  trainingAdminKeys,
} from './trainingAdminApi';
import { RowButton, RowSwitch } from '../components/AdminRowControls';

// The editor (with its rules and preview) and the problem picker load when one opens.
const TrainingEditorDialog = lazy(async () => ({
  default: (await import('./TrainingEditorDialog')).TrainingEditorDialog,
}));
const TrainingProblemsDialog = lazy(async () => ({
  default: (await import('./TrainingProblemsDialog')).TrainingProblemsDialog,
}));

type Row = Training & { id: number };

/**
 * The group's trainings for its admins (hidden ones too): create, edit, show or hide, delete, and each
 * training's problems.
 */
export function GroupTrainingAdmin() {
  const t = useT();
  const client = useQueryClient();
  const { gid, rights } = useGroupPage();
  const [page, setPage] = usePageParam();
  const [, setParams] = useSearchParams();
  const [editing, setEditing] = useState<TrainingForm | null>(null);
  const [problemsOf, setProblemsOf] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: trainingAdminKeys.all(gid) });
  const { busy, act } = useAdminAction(refresh);
  const query = useQuery({ ...adminTrainingsQuery(gid, page), enabled: rights.admin });
  if (!rights.admin) return <EmptyState message={t('groupAdmin.only')} />;

  const edit = (row: Row) =>
    void act(async () => setEditing(fromTrainingDto(await fetchTraining(row.id))), 'groupAdmin.loaded');

  return (
    <>
      <PagedPanel
        texts={{
          title: t('groupAdmin.training.title'),
          loading: t('groupAdmin.loading'),
          error: t('groupAdmin.error'),
          empty: t('groupAdmin.training.empty'),
          pages: t('groupAdmin.pages'),
        }}
        query={query}
        page={page}
        perPage={ADMIN_TRAININGS_PER_PAGE}
        onPage={setPage}
        actions={
          <>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setParams({})}
            >
              {t('groupAdmin.backToList')}
            </button>
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() =>
                setEditing({ ...TRAINING_DEFAULTS, gid, author: userSignal.value?.username ?? '' })
              }
            >
              {t('groupAdmin.training.create')}
            </button>
          </>
        }
      >
        {(rows) => (
          <DataTable label={t('groupAdmin.training.table')} name="group-table">
            <thead>
              <tr>
                <th scope="col">{t('groupAdmin.col.id')}</th>
                <th scope="col">{t('groupAdmin.col.title')}</th>
                <th scope="col">{t('groupAdmin.col.author')}</th>
                <th scope="col">{t('groupAdmin.col.visible')}</th>
                <th scope="col">{t('groupAdmin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const title = row.title ?? '';
                return (
                  <tr key={row.id}>
                    <td>{row.id}</td>
                    <td>{title}</td>
                    <td>{row.author ?? '--'}</td>
                    <td>
                      <RowSwitch
                        label={t('groupAdmin.visibleOf', { title })}
                        checked={row.status === true}
                        disabled={busy}
                        onToggle={() =>
                          void act(
                            () => changeTrainingStatus(row.id, row.status !== true),
                            'groupAdmin.updated',
                          )
                        }
                      />
                    </td>
                    <td>
                      <div className="group-members__actions">
                        <RowButton
                          label={t('groupAdmin.editOf', { title })}
                          disabled={busy}
                          onClick={() => edit(row)}
                        >
                          {t('groupAdmin.edit')}
                        </RowButton>
                        <RowButton
                          label={t('groupAdmin.problemsOf', { title })}
                          onClick={() => setProblemsOf(row)}
                        >
                          {t('groupAdmin.problems')}
                        </RowButton>
                        <RowButton
                          label={t('groupAdmin.deleteOf', { title })}
                          tone="ghost"
                          onClick={() => setDeleting(row)}
                        >
                          {t('groupAdmin.delete')}
                        </RowButton>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        )}
      </PagedPanel>
      <Suspense fallback={null}>
        {editing ? (
          <TrainingEditorDialog
            initial={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              showToast('success', t(editing.id === null ? 'groupAdmin.created' : 'groupAdmin.updated'));
              setEditing(null);
              void refresh();
            }}
          />
        ) : null}
        {problemsOf ? (
          <TrainingProblemsDialog
            gid={gid}
            tid={problemsOf.id}
            title={problemsOf.title ?? ''}
            onClose={() => setProblemsOf(null)}
          />
        ) : null}
      </Suspense>
      {deleting ? (
        <ConfirmDialog
          title={t('groupAdmin.training.deleteTitle')}
          message={t('groupAdmin.deleteConfirm', { title: deleting.title ?? '' })}
          confirmLabel={t('groupAdmin.delete')}
          cancelLabel={t('groupAdmin.cancel')}
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            void act(() => deleteTraining(deleting.id), 'groupAdmin.deleted').then(() => setDeleting(null))
          }
        />
      ) : null}
    </>
  );
}
