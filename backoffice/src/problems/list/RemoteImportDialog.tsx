import { useRefresh, useTranslate } from 'react-admin';
import { importAdminRemoteOJProblem } from '@generated/api/admin-problem/admin-problem';
import type { RemoteOj } from '@generated/model/index';
import { RemoteImportButton, type RemoteImportTexts } from '@backoffice/common/RemoteImportButton';
import { REMOTE_JUDGES } from '../problemListQuery';

const texts: RemoteImportTexts = {
  open: 'hoj.problemAdmin.remote.open',
  title: 'hoj.problemAdmin.remote.title',
  intro: 'hoj.problemAdmin.remote.intro',
  judge: 'hoj.problemAdmin.remote.judge',
  problemId: 'hoj.problemAdmin.remote.problemId',
  problemIdHint: 'hoj.problemAdmin.remote.problemIdHint',
  submit: 'hoj.problemAdmin.remote.submit',
};

const judgeLabel = (judge: RemoteOj) => `hoj.problemAdmin.judges.${judge}`;

/**
 * Fetches a problem from a remote judge into the bank (judge plus its problem id, e.g. Codeforces `1000A`); the
 * list reloads to show it.
 */
export function RemoteImportDialog() {
  const refresh = useRefresh();
  const translate = useTranslate();
  return (
    <RemoteImportButton
      texts={texts}
      judges={REMOTE_JUDGES}
      judgeLabel={judgeLabel}
      importProblem={(problem) => importAdminRemoteOJProblem(problem)}
      done={(problem) => ({
        message: 'hoj.problemAdmin.remote.done',
        messageArgs: { judge: translate(judgeLabel(problem.name)), id: problem.problemId },
      })}
      onImported={refresh}
    />
  );
}
