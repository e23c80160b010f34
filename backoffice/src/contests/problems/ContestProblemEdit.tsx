import { Edit } from 'react-admin';
import { useParams } from 'react-router';
import { useLoadRefusal } from '@backoffice/common/useLoadRefusal';
import { ProblemEditorForm } from '@backoffice/problems/editor/ProblemForm';
import type { ContestProblemMeta } from '@backoffice/problems/problemResource';
import { contestProblemsPath } from '../paths';

/**
 * `/admin/contests/:id/problems/:pid/edit`: a problem of the contest in the full problem editor (statement,
 * test data, limits, judging), read and saved through the contest's problem calls as HOJ's editor does there,
 * with the rule locked to the contest's. Its label, title and colour in the contest stay in the row's dialog.
 */
export function ContestProblemEdit() {
  const params = useParams();
  const contestId = Number(params.id);
  const back = contestProblemsPath(contestId);
  const onError = useLoadRefusal(back);
  const meta: ContestProblemMeta = { contestId };
  return (
    <Edit
      resource="problems"
      id={Number(params.pid)}
      mutationMode="pessimistic"
      redirect={back}
      queryOptions={{ meta, onError }}
      mutationOptions={{ meta }}
    >
      <ProblemEditorForm inContest />
    </Edit>
  );
}
