import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@hoj/core/format/format';
import '@portal/i18n/pages/contests';
import { useLocale, useT } from '@portal/i18n/useT';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { CalendarIcon, ClockIcon, UsersIcon } from '@portal/shared/ui/icons';
import { queryView } from '@portal/shared/ui/queryView';
import { Skeleton } from '@portal/shared/ui/states';
import { ContestAuthTag, ContestRuleButton } from '../components/ContestMarks';
import { contestSettingsAllowed } from '../model/contestSettings';
import { useContestViewer } from '../model/contestViewer';
import { ContestSettings } from './ContestSettings';
import { parseContestId } from './parseContestId';
import './ContestHeader.css';

/**
 * The contest's facts above each of its pages (the status strip under the menu holds its title, status,
 * progress and countdown): access, its group, registrations, rule, start and end, and the settings for its
 * admins. Nothing when the contest cannot be read: the strip says so.
 */
export function ContestHeader() {
  const t = useT();
  const locale = useLocale();
  const cid = parseContestId(useParams().contestID);
  const viewer = useContestViewer();
  const query = useQuery({ ...contestInfoQuery(cid ?? 0), enabled: cid !== null });
  const view = queryView(query);

  if (view.kind === 'pending')
    return (
      <div className="contest-header contest-header--loading">
        <Skeleton rows={1} label={t('contests.header.loading')} />
      </div>
    );
  if (view.kind === 'failed' || cid === null) return null;
  const contest = view.data;

  return (
    <section className="contest-header" aria-label={t('contests.header.region')}>
      <div className="contest-header__tags">
        <ContestAuthTag auth={contest.auth} />
        {contest.gid != null ? (
          <Link
            to={`/group/${contest.gid}/contest`}
            className="button button--primary button--small"
            title={t('contests.header.groupTip')}
          >
            <UsersIcon />
            {t('contests.header.group')}
          </Link>
        ) : null}
        <ContestRuleButton contest={contest} />
        {typeof contest.count === 'number' ? (
          <span className="contest-header__count">
            <UsersIcon />
            <span aria-hidden="true">×{contest.count}</span>
            <span className="visually-hidden">{t('contests.participants', { count: contest.count })}</span>
          </span>
        ) : null}
        {contestSettingsAllowed(contest, viewer) ? <ContestSettings cid={cid} /> : null}
      </div>
      <dl className="contest-header__times">
        <div>
          <dt>
            <CalendarIcon />
            {t('contests.start')}
          </dt>
          <dd>
            <time dateTime={contest.startTime}>{formatDateTime(contest.startTime, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>
            <ClockIcon />
            {t('contests.end')}
          </dt>
          <dd>
            <time dateTime={contest.endTime}>{formatDateTime(contest.endTime, locale)}</time>
          </dd>
        </div>
      </dl>
    </section>
  );
}
