import { Link, useParams } from 'react-router';
import { formatDateTime } from '@hoj/core/format/format';
import '@portal/i18n/pages/trainings';
import { useLocale, useT } from '@portal/i18n/useT';
import { LazyMarkdown } from '@portal/shared/ui/LazyMarkdown';
import { Panel } from '@portal/shared/ui/Panel';
import { EmptyState, ErrorState } from '@portal/shared/ui/states';
import { CategoryTag } from '../components/CategoryTag';
import { TrainingAuthTag } from '../components/TrainingAuthTag';
import { TrainingPassword } from '../components/TrainingPassword';
import { trainingPlaceOf, type TrainingPlace } from '../model/trainingRoute';
import { useTrainingViewer } from '../model/useTrainingViewer';
import './TrainingHomePage.css';

/** The training's home: the password form when its problems want one, its facts and its introduction. */
export function TrainingHomePage() {
  const place = trainingPlaceOf(useParams());
  return place ? <TrainingHome place={place} /> : null;
}

function TrainingHome({ place }: { place: TrainingPlace }) {
  const t = useT();
  const locale = useLocale();
  const viewer = useTrainingViewer(place);
  const training = viewer.training;
  // The layout above says why there is no training.
  if (!training) return null;
  const profile = training.author
    ? `/user-home?${new URLSearchParams({ username: training.author }).toString()}`
    : null;

  return (
    <div className="training-home">
      <div className="training-home__side">
        {viewer.entry === 'password' ? <TrainingPassword tid={place.tid} /> : null}
        {viewer.entry === 'failed' ? (
          <ErrorState message={t('trainings.access.error')} onRetry={viewer.retryAccess} />
        ) : null}
        <Panel title={t('trainings.facts.title')}>
          <dl className="training-facts">
            <div>
              <dt>{t('trainings.facts.rank')}</dt>
              <dd>{training.rank ?? training.id}</dd>
            </div>
            <div>
              <dt>{t('trainings.facts.auth')}</dt>
              <dd>
                <TrainingAuthTag auth={training.auth} />
              </dd>
            </div>
            <div>
              <dt>{t('trainings.facts.category')}</dt>
              <dd>
                <CategoryTag name={training.categoryName} color={training.categoryColor} />
              </dd>
            </div>
            <div>
              <dt>{t('trainings.facts.problems')}</dt>
              <dd>{training.problemCount ?? 0}</dd>
            </div>
            <div>
              <dt>{t('trainings.facts.solved')}</dt>
              <dd>
                {training.acCount ?? 0} / {training.problemCount ?? 0}
              </dd>
            </div>
            <div>
              <dt>{t('trainings.facts.author')}</dt>
              <dd>{profile ? <Link to={profile}>{training.author}</Link> : null}</dd>
            </div>
            <div>
              <dt>{t('trainings.facts.updated')}</dt>
              <dd>
                {training.gmtModified ? (
                  <time dateTime={training.gmtModified}>{formatDateTime(training.gmtModified, locale)}</time>
                ) : null}
              </dd>
            </div>
          </dl>
        </Panel>
      </div>
      <Panel title={t('trainings.introduction')} className="training-home__introduction">
        {training.description?.trim() ? (
          // Site trainings are written by staff (trusted: richer HTML, still sanitised), as the back office's
          // preview shows them; a group's by its admins, who are ordinary users.
          <LazyMarkdown source={training.description} trusted={training.gid == null} rows={4} />
        ) : (
          <EmptyState message={t('trainings.noIntroduction')} />
        )}
      </Panel>
    </div>
  );
}
