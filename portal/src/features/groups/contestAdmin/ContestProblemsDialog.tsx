import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContestProblem } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { DataTable } from '@portal/shared/ui/DataTable';
import { Dialog } from '@portal/shared/ui/Dialog';
import { queryView } from '@portal/shared/ui/queryView';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { TextField } from '@portal/shared/ui/TextField';
import type { PickerPage, PickerRow } from '../components/ProblemPicker';
import { ProblemSources } from '../components/ProblemSources';
import { groupAdminProblemsQuery } from '../trainingAdmin/trainingAdminApi';
import { ContestProblemEntryForm } from './ContestProblemEntryForm';
import {
  addGroupContestProblem,
  addPublicContestProblem,
  contestAdminKeys,
  contestCandidatesQuery,
  contestProblemsQuery,
  removeContestProblem,
  updateContestProblem,
  type AdminContestRow,
} from './contestAdminApi';

interface ContestProblemsDialogProps {
  gid: number;
  contest: AdminContestRow;
  onClose: () => void;
}

/** The label the next added problem is offered: the letter after the contest's count (A, B, …). */
const nextLabel = (count: number) => (count < 26 ? String.fromCharCode(65 + count) : String(count + 1));

/**
 * A contest's problems by label with their balloon colours, each editable and removable, and a picker of public
 * or group problems to add under the label and colour typed above it.
 */
export function ContestProblemsDialog({ gid, contest, onClose }: ContestProblemsDialogProps) {
  const t = useT();
  const client = useQueryClient();
  const cid = contest.id;
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [label, setLabel] = useState<string | null>(null);
  const [colour, setColour] = useState('#ffffff');
  const query = useQuery(contestProblemsQuery(gid, cid));
  const view = queryView(query);
  const count = query.data?.records.length ?? 0;
  const labelShown = label ?? nextLabel(count);
  const refresh = () => client.invalidateQueries({ queryKey: contestAdminKeys.all(gid) });

  const remove = async (pid: number) => {
    setFailure(null);
    try {
      await removeContestProblem(cid, pid);
      await refresh();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groupAdmin.failed'));
    }
  };
  // The add calls take no colour: the new entry gets it right after, by its id.
  const add = async (work: () => Promise<void>, pid: number) => {
    setFailure(null);
    if (labelShown.trim() === '') {
      setFailure(t('groupAdmin.contest.labelRequired'));
      return;
    }
    await work();
    const fresh = await client.fetchQuery({ ...contestProblemsQuery(gid, cid), staleTime: 0 });
    const entry = fresh.records.find(({ problem }) => problem.id === pid)?.entry;
    if (entry?.id !== undefined && colour !== '#ffffff')
      await updateContestProblem({ ...entry, color: colour });
    setLabel(null);
    await refresh();
  };
  const usePublicRows = (page: number, keyword: string) =>
    useQuery({
      ...contestCandidatesQuery(gid, cid, contest.type ?? 0, page, keyword),
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
  const addPublic = (row: PickerRow) =>
    add(() => addPublicContestProblem(cid, row.key, labelShown.trim()), row.key);
  const addGroup = (row: PickerRow) =>
    add(() => addGroupContestProblem(cid, row.displayId, labelShown.trim()), row.key);

  return (
    <Dialog
      title={t('groupAdmin.contest.problemsOf', { title: contest.title ?? '' })}
      onClose={onClose}
      width={900}
    >
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
        <EmptyState message={t('groupAdmin.contest.noProblems')} />
      ) : (
        <DataTable label={t('groupAdmin.contest.problemTable')} name="group-table">
          <thead>
            <tr>
              <th scope="col">{t('groupAdmin.contest.label')}</th>
              <th scope="col">{t('groupAdmin.problems.displayId')}</th>
              <th scope="col">{t('groupAdmin.contest.displayTitle')}</th>
              <th scope="col">{t('groupAdmin.contest.balloon')}</th>
              <th scope="col">{t('groupAdmin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {view.data.records.map(({ problem, entry }) => {
              const shown = entry?.displayId ?? problem.problemId ?? String(problem.id);
              const editable =
                entry && typeof entry.id === 'number' ? (entry as ContestProblem & { id: number }) : null;
              return (
                <tr key={problem.id}>
                  <td>{shown}</td>
                  <td>{problem.problemId}</td>
                  <td>
                    {editing === problem.id && editable ? (
                      <ContestProblemEntryForm
                        entry={editable}
                        onCancel={() => setEditing(null)}
                        onSaved={async () => {
                          setEditing(null);
                          await refresh();
                        }}
                      />
                    ) : (
                      (entry?.displayTitle ?? problem.title)
                    )}
                  </td>
                  <td>
                    {entry?.color ? (
                      <span
                        className="group-category__dot"
                        style={
                          /^#[0-9a-f]{3,8}$/i.test(entry.color) ? { background: entry.color } : undefined
                        }
                        title={entry.color}
                      />
                    ) : (
                      '--'
                    )}
                  </td>
                  <td>
                    <div className="group-members__actions">
                      {editable ? (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          aria-label={t('groupAdmin.contest.editEntryOf', { id: shown })}
                          onClick={() => setEditing(problem.id)}
                        >
                          {t('groupAdmin.edit')}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={t('groupAdmin.problems.removeOf', { id: shown })}
                        onClick={() => void remove(problem.id)}
                      >
                        {t('groupAdmin.problems.remove')}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      <div className="group-form__row">
        <TextField
          label={t('groupAdmin.contest.newLabel')}
          value={labelShown}
          onChange={(event) => setLabel(event.target.value)}
        />
        <TextField
          label={t('groupAdmin.contest.newBalloon')}
          type="color"
          value={colour}
          onChange={(event) => setColour(event.target.value)}
        />
      </div>
      <ProblemSources
        usePublicRows={usePublicRows}
        useGroupRows={useGroupRows}
        onAddPublic={addPublic}
        onAddGroup={addGroup}
      />
    </Dialog>
  );
}
