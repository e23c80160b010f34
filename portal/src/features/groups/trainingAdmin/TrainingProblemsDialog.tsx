import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { DataTable } from '@portal/shared/ui/DataTable';
import { Dialog } from '@portal/shared/ui/Dialog';
import { queryView } from '@portal/shared/ui/queryView';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import type { PickerPage } from '../components/ProblemPicker';
import { ProblemSources } from '../components/ProblemSources';
import {
  addGroupProblem,
  addPublicProblem,
  groupAdminProblemsQuery,
  removeTrainingProblem,
  trainingAdminKeys,
  trainingCandidatesQuery,
  trainingProblemsQuery,
} from './trainingAdminApi';

interface TrainingProblemsDialogProps {
  gid: number;
  tid: number;
  title: string;
  onClose: () => void;
}

/** A training's problems: its list with a remove button each, and a picker of public or group problems to add. */
export function TrainingProblemsDialog({ gid, tid, title, onClose }: TrainingProblemsDialogProps) {
  const t = useT();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const query = useQuery(trainingProblemsQuery(gid, tid));
  const view = queryView(query);
  const refresh = () => client.invalidateQueries({ queryKey: trainingAdminKeys.all(gid) });

  const remove = async (pid: number) => {
    setFailure(null);
    try {
      await removeTrainingProblem(tid, pid);
      await refresh();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groupAdmin.failed'));
    }
  };
  const usePublicRows = (page: number, keyword: string) =>
    useQuery({
      ...trainingCandidatesQuery(gid, tid, page, keyword),
      select: (data): PickerPage => ({
        total: data.total,
        records: data.records.map(({ problem }) => ({
          key: problem.id,
          displayId: problem.problemId ?? '',
          title: problem.title ?? '',
        })),
      }),
    });
  const useGroupRows = (page: number, keyword: string) =>
    useQuery({
      ...groupAdminProblemsQuery(gid, page, keyword),
      select: (data): PickerPage => ({
        total: data.total,
        records: data.records.map((p) => ({ key: p.id, displayId: p.problemId, title: p.title ?? '' })),
      }),
    });

  return (
    <Dialog title={t('groupAdmin.training.problemsOf', { title })} onClose={onClose} width={860}>
      <p role="alert" className="group-form__failure">
        {failure}
      </p>
      {view.kind === 'pending' ? (
        <Skeleton rows={3} label={t('groupAdmin.problems.loading')} />
      ) : view.kind === 'failed' ? (
        <ErrorState
          message={t('groupAdmin.problems.error')}
          error={view.error}
          onRetry={() => void query.refetch()}
        />
      ) : view.data.records.length === 0 ? (
        <EmptyState message={t('groupAdmin.training.noProblems')} />
      ) : (
        <DataTable label={t('groupAdmin.training.problemTable')} name="group-table">
          <thead>
            <tr>
              <th scope="col">{t('groupAdmin.problems.displayId')}</th>
              <th scope="col">{t('groupAdmin.problems.title')}</th>
              <th scope="col">{t('groupAdmin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {view.data.records.map(({ problem, entry }) => {
              const label = entry?.displayId ?? problem.problemId ?? String(problem.id);
              return (
                <tr key={problem.id}>
                  <td>{label}</td>
                  <td>{problem.title}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('groupAdmin.problems.removeOf', { id: label })}
                      onClick={() => void remove(problem.id)}
                    >
                      {t('groupAdmin.problems.remove')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      <ProblemSources
        usePublicRows={usePublicRows}
        useGroupRows={useGroupRows}
        onAddPublic={async (row) => {
          await addPublicProblem(tid, row.key, row.displayId);
          await refresh();
        }}
        onAddGroup={async (row) => {
          await addGroupProblem(tid, row.displayId);
          await refresh();
        }}
      />
    </Dialog>
  );
}
