import { Link, Outlet, useLocation, useParams } from 'react-router';
import { TrainingAuth } from '@generated/model/index';
import '@portal/i18n/pages/trainings';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { UsersIcon } from '@portal/shared/ui/icons';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { CategoryTag } from '../components/CategoryTag';
import { TrainingAuthTag } from '../components/TrainingAuthTag';
import { TrainingProgress } from '../components/TrainingProgress';
import { TrainingTabs } from '../components/TrainingTabs';
import { trainingPath, trainingPlaceOf, type TrainingPlace } from '../model/trainingRoute';
import { useTrainingViewer } from '../model/useTrainingViewer';
import './TrainingLayout.css';

type Tab = 'home' | 'problems' | 'rank';

const TAB_TITLES = {
  home: 'trainings.title.home',
  problems: 'trainings.title.problems',
  rank: 'trainings.title.rank',
} as const;

function tabOf(pathname: string): Tab {
  if (/\/problems\/?$/.test(pathname)) return 'problems';
  if (/\/rank\/?$/.test(pathname)) return 'rank';
  return 'home';
}

/**
 * Every tab of a training (its home, problems and rank; a problem of it has a page of its own): the title, its
 * visibility and category, the user's progress, and the tabs above the tab's page.
 */
export function TrainingLayout() {
  const t = useT();
  const place = trainingPlaceOf(useParams());
  if (!place)
    return (
      <div className="page training">
        <EmptyState message={t('trainings.detail.missing')} />
      </div>
    );
  return <TrainingShell key={`${place.gid}:${place.tid}`} place={place} />;
}

function TrainingShell({ place }: { place: TrainingPlace }) {
  const t = useT();
  const tab = tabOf(useLocation().pathname);
  const viewer = useTrainingViewer(place);
  const { query, training } = viewer;
  const view = queryView(query);
  usePageTitle(
    training?.title ? t(TAB_TITLES[tab], { title: training.title }) : t('trainings.detail.loading'),
  );

  if (view.kind === 'pending')
    return (
      <div className="page training">
        <Skeleton rows={4} label={t('trainings.detail.loading')} />
      </div>
    );
  if (view.kind === 'failed' || !training)
    return (
      <div className="page training">
        <ErrorState
          message={t('trainings.detail.error')}
          detail={view.kind === 'failed' ? view.error.message : undefined}
          error={view.kind === 'failed' ? view.error : undefined}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );

  const gid = training.gid ?? place.gid;
  const base = trainingPath(place);
  return (
    <div className="page training">
      <header className="training-header">
        <div className="training-header__main">
          <h1 className="training-header__title">{training.title || t('trainings.untitled')}</h1>
          <div className="training-header__tags">
            <TrainingAuthTag auth={training.auth} />
            <CategoryTag name={training.categoryName} color={training.categoryColor} />
            {gid !== null ? (
              <Link to={`/group/${gid}/training`} className="button button--secondary button--small">
                <UsersIcon />
                {t('trainings.detail.groupTrainings')}
              </Link>
            ) : null}
          </div>
        </div>
        <div className="training-header__progress">
          <TrainingProgress solved={training.acCount} total={training.problemCount} size="wide" />
        </div>
      </header>
      <TrainingTabs
        base={base}
        showRank={training.auth === TrainingAuth.PRIVATE}
        locked={viewer.entry === 'password'}
      />
      <RefreshFailed query={query} />
      <Outlet />
    </div>
  );
}
