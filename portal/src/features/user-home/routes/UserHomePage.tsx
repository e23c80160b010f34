import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { LazyMarkdown } from '@portal/shared/ui/LazyMarkdown';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { profileTargetOf, userHomeInfoQuery, type ProfileTarget } from '../api/userHomeQueries';
import { ProfileCards } from '../components/ProfileCards';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileTabs } from '../components/ProfileTabs';
import { SolvedProblems } from '../components/SolvedProblems';
import { SubmissionHeatmap } from '../components/SubmissionHeatmap';
import './UserHomePage.css';

function UnknownUser() {
  const t = useT();
  usePageTitle(t('page.userHome'));
  return (
    <div className="page user-home user-home--missing">
      <h1 className="user-home__missing-title">{t('profile.notFound')}</h1>
      <p>{t('profile.notFoundHint')}</p>
      <Link className="button button--primary" to="/home">
        {t('profile.backHome')}
      </Link>
    </div>
  );
}

/** The server answers an unknown user with body status 400 (and a visitor without parameters, too). */
const isUnknownUser = (error: unknown) =>
  isApiError(error) && !error.transport && (error.status === 400 || error.status === 404);

function Profile({ target }: { target: ProfileTarget }) {
  const t = useT();
  const query = useQuery(userHomeInfoQuery(target));
  usePageTitle(query.data ? t('profile.pageTitle', { username: query.data.username }) : t('page.userHome'));

  const view = queryView(query);
  if (view.kind === 'pending')
    return (
      <div className="page user-home">
        <h1 className="visually-hidden">{t('page.userHome')}</h1>
        <Skeleton rows={6} />
      </div>
    );
  if (view.kind === 'failed') {
    if (isUnknownUser(view.error)) return <UnknownUser />;
    return (
      <div className="page user-home">
        <h1 className="visually-hidden">{t('page.userHome')}</h1>
        <ErrorState
          message={t('profile.error')}
          detail={view.error.message}
          error={view.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }

  const user = view.data;
  // The heatmap asks by the uid the profile answered with, so both describe the same person.
  const resolved: ProfileTarget = { uid: user.uid };
  return (
    <div className="page user-home">
      <RefreshFailed query={query} />
      <ProfileHeader user={user} />
      <ProfileCards user={user} />
      <SubmissionHeatmap target={resolved} />
      <div className="panel user-home__tabs">
        <div className="panel__body">
          <ProfileTabs
            label={t('profile.tabs.label')}
            tabs={[
              {
                id: 'profile',
                label: t('profile.tabs.profile'),
                content: user.signature?.trim() ? (
                  <LazyMarkdown source={user.signature} rows={2} />
                ) : (
                  <EmptyState message={t('profile.signature.empty')} />
                ),
              },
              {
                id: 'solved',
                label: t('profile.tabs.solved'),
                content: (
                  <SolvedProblems
                    user={user}
                    onRefresh={() => void query.refetch()}
                    refreshing={query.isFetching}
                  />
                ),
              },
            ]}
          />
        </div>
      </div>
    </div>
  );
}

/** /user-home?uid=&username=: a user's public profile; without either, the caller's own. */
export function UserHomePage() {
  useSignals();
  const [params] = useSearchParams();
  const target = profileTargetOf(params);
  const known = Boolean(target.uid || target.username || isLoggedIn.value);
  if (!known) return <UnknownUser />;
  return <Profile key={`${target.uid ?? ''}|${target.username ?? ''}`} target={target} />;
}
