import { useState } from 'react';
import { Create } from 'react-admin';
import { useParams } from 'react-router-dom';
import { newProblemForm } from '@hoj/core/editor/problemEditor';
import { session } from '@hoj/core/session/session';
import { ProblemEditorForm } from '@backoffice/problems/editor/ProblemForm';
import type { ContestProblemMeta } from '@backoffice/problems/problemResource';
import { contestProblemsPath } from '../paths';

/**
 * `/admin/contests/:id/problems/create`: a problem only this contest shows (contest-only visibility), with its
 * label and title in the contest; saving adds it to the contest and returns to the contest's problems.
 */
export function ContestProblemCreate() {
  const contestId = Number(useParams().id);
  // Made once: a new record would reset the form.
  const [record] = useState(() => newProblemForm({ author: session.get().user?.username ?? '', auth: 3 }));
  const meta: ContestProblemMeta = { contestId };
  return (
    <Create
      resource="problems"
      redirect={contestProblemsPath(contestId)}
      record={record}
      mutationOptions={{ meta }}
    >
      <ProblemEditorForm inContest />
    </Create>
  );
}
