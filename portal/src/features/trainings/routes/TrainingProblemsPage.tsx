import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import '@portal/i18n/pages/trainings';
import { useT } from '@portal/i18n/useT';
import { Panel } from '@portal/shared/ui/Panel';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { trainingProblemStatusQuery, trainingProblemsQuery } from '../api/trainingQueries';
import { TrainingGate } from '../components/TrainingGate';
import { TrainingProblemTable } from '../components/TrainingProblemTable';
import { trainingPlaceOf, type TrainingPlace } from '../model/trainingRoute';
import { useTrainingViewer } from '../model/useTrainingViewer';
import './TrainingPages.css';

/** The training's problems, after the password of a private training. */
export function TrainingProblemsPage() {
  const place = trainingPlaceOf(useParams());
  return place ? <GatedProblems place={place} /> : null;
}

function GatedProblems({ place }: { place: TrainingPlace }) {
  const viewer = useTrainingViewer(place);
  if (!viewer.training) return null;
  return (
    <TrainingGate viewer={viewer} tid={place.tid}>
      <TrainingProblems place={place} gid={viewer.training.gid ?? place.gid} uid={viewer.uid} />
    </TrainingGate>
  );
}

function TrainingProblems({ place, gid, uid }: { place: TrainingPlace; gid: number | null; uid: string }) {
  const t = useT();
  const query = useQuery(trainingProblemsQuery(place.tid));
  const view = queryView(query);
  const pids = useMemo(() => (query.data ?? []).map((problem) => problem.pid), [query.data]);
  const status = useQuery({
    ...trainingProblemStatusQuery(place.tid, pids, gid, uid),
    enabled: pids.length > 0 && uid !== '',
  });

  let body;
  if (view.kind === 'pending') body = <Skeleton rows={5} label={t('trainings.problems.loading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('trainings.problems.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.length === 0) body = <EmptyState message={t('trainings.problems.empty')} />;
  else body = <TrainingProblemTable place={place} problems={view.data} myStatus={status.data ?? null} />;

  return (
    <Panel title={t('trainings.problems.title')} className="training-page">
      <RefreshFailed query={query} />
      {body}
    </Panel>
  );
}
