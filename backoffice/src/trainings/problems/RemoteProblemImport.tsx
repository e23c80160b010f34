import { useQueryClient } from '@tanstack/react-query';
import { importAdminTrainingRemoteOJProblem } from '@generated/api/admin-training/admin-training';
import { RemoteOj } from '@generated/model/index';
import { RemoteImportButton, type RemoteImportTexts } from '@backoffice/common/RemoteImportButton';
import { trainingProblemKeys } from './trainingProblemQueries';

const JUDGES = Object.values(RemoteOj) as [RemoteOj, ...RemoteOj[]];

const TEXTS: RemoteImportTexts = {
  open: 'hoj.trainingAdmin.remote.open',
  title: 'hoj.trainingAdmin.remote.title',
  intro: 'hoj.trainingAdmin.remote.intro',
  judge: 'hoj.trainingAdmin.remote.judge',
  problemId: 'hoj.trainingAdmin.remote.problemId',
  problemIdHint: 'hoj.trainingAdmin.remote.hint',
  submit: 'hoj.trainingAdmin.remote.submit',
};

/**
 * Adds a remote judge's problem to the training: the server fetches it into the bank first if needed, and the
 * problem joins the training under its own display id (`CF-1000A`).
 */
export function RemoteProblemImport({ tid }: { tid: number }) {
  const queryClient = useQueryClient();
  return (
    <RemoteImportButton
      texts={TEXTS}
      judges={JUDGES}
      judgeLabel={(judge) => `hoj.trainingAdmin.judges.${judge}`}
      importProblem={(problem) => importAdminTrainingRemoteOJProblem({ ...problem, tid })}
      done={(problem) => ({
        message: 'hoj.trainingAdmin.remote.done',
        messageArgs: { id: `${problem.name}-${problem.problemId}` },
      })}
      onImported={() => queryClient.invalidateQueries({ queryKey: trainingProblemKeys.all(tid) })}
    />
  );
}
