import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import '@portal/i18n/pages/trainings';
import { useT } from '@portal/i18n/useT';
import { KeywordSearch } from '@portal/shared/ui/KeywordSearch';
import { Pager } from '@portal/shared/ui/Pager';
import { Panel } from '@portal/shared/ui/Panel';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { RANK_PER_PAGE, trainingProblemsQuery, trainingRankQuery } from '../api/trainingQueries';
import { TrainingGate } from '../components/TrainingGate';
import { TrainingRankTable } from '../components/TrainingRankTable';
import { trainingPlaceOf, type TrainingPlace } from '../model/trainingRoute';
import { useTrainingViewer, type TrainingViewer } from '../model/useTrainingViewer';
import './TrainingPages.css';

/** The training's rank, after the password of a private training. */
export function TrainingRankPage() {
  const place = trainingPlaceOf(useParams());
  return place ? <GatedRank place={place} /> : null;
}

function GatedRank({ place }: { place: TrainingPlace }) {
  const viewer = useTrainingViewer(place);
  if (!viewer.training) return null;
  return (
    <TrainingGate viewer={viewer} tid={place.tid}>
      <TrainingRank place={place} viewer={viewer} />
    </TrainingGate>
  );
}

/** `?currentPage=&keyword=`: a page below 1 (or not a number) is the first. */
function rankSearchOf(params: URLSearchParams): { currentPage: number; keyword: string } {
  const page = Number(params.get('currentPage'));
  return {
    currentPage: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    keyword: params.get('keyword')?.trim() ?? '',
  };
}

/**
 * Who solved what, 30 users a page, with a search by user name, real name or school; page and search live in
 * the address. Real names are shown to the training's admins only.
 */
function TrainingRank({ place, viewer }: { place: TrainingPlace; viewer: TrainingViewer }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { currentPage, keyword } = useMemo(() => rankSearchOf(params), [params]);
  const go = (page: number, text: string) => {
    const next = new URLSearchParams();
    if (page > 1) next.set('currentPage', String(page));
    if (text) next.set('keyword', text);
    setParams(next);
  };
  const query = useQuery(trainingRankQuery(place.tid, currentPage, keyword));
  const problems = useQuery(trainingProblemsQuery(place.tid));
  const view = queryView(query);

  let body;
  if (view.kind === 'pending' || (problems.isPending && !problems.isError))
    body = <Skeleton rows={6} label={t('trainings.rank.loading')} />;
  else if (view.kind === 'failed' || problems.isError)
    body = (
      <ErrorState
        message={t('trainings.rank.error')}
        detail={(view.kind === 'failed' ? view.error : problems.error)?.message}
        error={view.kind === 'failed' ? view.error : problems.error}
        onRetry={() => void Promise.all([query.refetch(), problems.refetch()])}
        retrying={query.isFetching || problems.isFetching}
      />
    );
  else if (view.data.records.length === 0)
    body = <EmptyState message={t(keyword ? 'trainings.rank.noMatch' : 'trainings.rank.empty')} />;
  else
    body = (
      <div className="training-page__body" aria-busy={query.isPlaceholderData || undefined}>
        <TrainingRankTable
          place={place}
          gid={viewer.training?.gid ?? place.gid}
          rows={view.data.records}
          problems={problems.data ?? []}
          firstPlace={(currentPage - 1) * RANK_PER_PAGE + 1}
          showRealName={viewer.isAdmin === true}
          uid={viewer.uid}
        />
      </div>
    );

  const total = view.kind === 'ready' ? view.data.total : 0;
  return (
    <Panel title={t('trainings.rank.title')} className="training-page">
      <KeywordSearch
        keyword={keyword}
        label={t('trainings.rank.search')}
        placeholder={t('trainings.rank.searchPlaceholder')}
        buttonLabel={t('trainings.filter.search')}
        onSearch={(text) => go(1, text)}
      />
      <RefreshFailed query={query} />
      {body}
      {view.kind === 'ready' ? (
        <Pager
          page={currentPage}
          pages={Math.max(1, Math.ceil(total / RANK_PER_PAGE))}
          onChange={(page) => go(page, keyword)}
          label={t('trainings.rank.pages')}
        />
      ) : null}
    </Panel>
  );
}
