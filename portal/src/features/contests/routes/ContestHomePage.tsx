import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ContestAuth, type ContestVO } from '@generated/model/index';
import '@portal/i18n/pages/contests';
import { useT } from '@portal/i18n/useT';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { CheckIcon } from '@portal/shared/ui/icons';
import { LazyMarkdown } from '@portal/shared/ui/LazyMarkdown';
import { Panel } from '@portal/shared/ui/Panel';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { ContestRegistration } from '../home/ContestRegistration';
import { useContestViewer, type ContestViewer } from '../model/contestViewer';
import { parseContestId } from '../shell/parseContestId';
import './ContestHomePage.css';

/**
 * What the contest home offers the user to get in, by the contest's access: the password form for a private
 * contest they have not registered for, registration for a protected one (reading is open, submitting needs
 * it), nothing for a public contest or for the contest's admins.
 */
function WayIn({ contest, viewer }: { contest: ContestVO; viewer: ContestViewer }) {
  const t = useT();
  const client = useQueryClient();
  if (contest.auth === ContestAuth.PUBLIC || viewer.registration === 'notNeeded') return null;
  if (viewer.registration === 'pending') return <Skeleton rows={1} />;
  if (viewer.registration === 'failed')
    return (
      <ErrorState
        message={t('contests.access.error')}
        onRetry={() => void client.invalidateQueries({ queryKey: ['contest', contest.id, 'access'] })}
      />
    );
  if (viewer.registration === 'unregistered')
    return (
      <ContestRegistration
        cid={contest.id}
        purpose={contest.auth === ContestAuth.PRIVATE ? 'enter' : 'submit'}
      />
    );
  return contest.auth === ContestAuth.PROTECTED ? (
    <p className="contest-home__registered" role="status">
      <CheckIcon />
      {t('contests.protected.registered')}
    </p>
  ) : null;
}

/** The contest home: its title, the way in (password or registration) and its description. */
export function ContestHomePage() {
  const t = useT();
  const cid = parseContestId(useParams().contestID);
  const viewer = useContestViewer();
  const query = useQuery({ ...contestInfoQuery(cid ?? 0), enabled: cid !== null });
  const view = queryView(query);
  const contest = view.kind === 'ready' ? view.data : null;
  usePageTitle(contest?.title ?? t('contests.home.loading'));

  if (view.kind === 'pending')
    return (
      <div className="page contest-home">
        <Skeleton rows={4} label={t('contests.home.loading')} />
      </div>
    );
  if (view.kind === 'failed' || !contest)
    return (
      <div className="page contest-home">
        <ErrorState
          message={t('contests.home.error')}
          detail={view.kind === 'failed' ? view.error.message : undefined}
          error={view.kind === 'failed' ? view.error : undefined}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );

  return (
    <div className="page contest-home">
      <h1 className="contest-home__title">{contest.title}</h1>
      <RefreshFailed query={query} />
      <WayIn contest={contest} viewer={viewer} />
      <Panel title={t('contests.home.description')} className="contest-home__description">
        {contest.description?.trim() ? (
          // Site contests are written by staff (trusted: richer HTML, still sanitised); a group's by its admins,
          // who are ordinary users.
          <LazyMarkdown source={contest.description} trusted={contest.gid == null} rows={4} />
        ) : (
          <EmptyState message={t('contests.home.noDescription')} />
        )}
      </Panel>
    </div>
  );
}
