import { useState } from 'react';
import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LinearProgress } from '@mui/material';
import type { ProblemType } from '@generated/model/index';
import { newProblemForm } from '@hoj/core/editor/problemEditor';
import { session } from '@hoj/core/session/session';
import { QueryErrorAlert } from '@backoffice/common/QueryErrorAlert';
import { ProblemEditorForm, useCreateOptions } from '@backoffice/problems/editor/ProblemForm';
import type { ContestProblemMeta } from '@backoffice/problems/problemResource';
import { contestProblemsPath } from '../paths';
import { contestInfoQuery, contestProblemsKey } from './contestProblemQueries';
import { problemTypeOfContest } from './contestRule';

interface FormProps {
  contestId: number;
  contestType: ProblemType | null;
}

function ContestProblemCreateForm({ contestId, contestType }: FormProps) {
  const notify = useNotify();
  const redirect = useRedirect();
  // Made once: a new record would reset the form.
  const [record] = useState(() =>
    newProblemForm({
      author: session.get().user?.username ?? '',
      auth: 3,
      ...(contestType === null ? {} : { type: contestType }),
    }),
  );
  const meta: ContestProblemMeta = { contestId, ...(contestType === null ? {} : { contestType }) };
  const options = useCreateOptions(meta, [['problems'], contestProblemsKey(contestId)]);
  const onSuccess = () => {
    notify('hoj.problemEditor.contestCreated', { type: 'success' });
    redirect(contestProblemsPath(contestId));
  };
  return (
    <Create resource="problems" record={record} mutationOptions={{ ...options, onSuccess }}>
      <ProblemEditorForm inContest />
    </Create>
  );
}

/**
 * `/admin/contests/:id/problems/create`: a problem only this contest shows (contest-only visibility) under the
 * contest's rule, with its label and title in the contest; saving adds it to the contest and returns to the
 * contest's problems. The contest is read first: the form starts from its rule.
 */
export function ContestProblemCreate() {
  const translate = useTranslate();
  const contestId = Number(useParams().id);
  const info = useQuery(contestInfoQuery(contestId));
  if (info.isError) return <QueryErrorAlert error={info.error} />;
  if (!info.data) return <LinearProgress aria-label={translate('hoj.problemEditor.loadingContest')} />;
  return (
    <ContestProblemCreateForm contestId={contestId} contestType={problemTypeOfContest(info.data.type)} />
  );
}
