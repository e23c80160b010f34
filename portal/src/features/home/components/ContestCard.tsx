import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { ContestVO } from '@generated/model/index';
import {
  contestAuthTable,
  contestStatusAt,
  contestStatusTable,
  contestSwitchMoments,
  contestTypeTable,
} from '@hoj/core/domain/contest';
import { formatDateTime, formatDuration } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { useServerNow } from '@portal/shared/hooks/useServerNow';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { ClockIcon, CalendarIcon, UsersIcon } from '@portal/shared/ui/icons';
import { Tag } from '@portal/shared/ui/Tag';

/**
 * One recent contest: status, rules, visibility, start, duration and registrations. The title is the link
 * (the whole card is its click area); a visitor who is not logged in is asked to log in instead.
 */
export function ContestCard({ contest }: { contest: ContestVO }) {
  const t = useT();
  const locale = useLocale();
  // The server's time, switching at the server's start and end: the PC's clock may be days off.
  const now = useServerNow(contestSwitchMoments(contest));
  const status = contestStatusTable[contestStatusAt(contest, now)];
  const type = contestTypeTable[contest.type];
  const auth = contestAuthTable[contest.auth];

  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isLoggedIn.peek()) return;
    event.preventDefault();
    openLoginDialog('loginRequired');
  };

  return (
    <article className={`contest-card contest-card--${status.color}`}>
      <div className="contest-card__tags">
        <Tag tone={status.color}>
          <span className="contest-card__dot" aria-hidden="true" />
          {t(status.labelKey)}
        </Tag>
        <Tag tone={type.color}>
          <abbr title={t(type.labelKey)}>{type.short}</abbr>
        </Tag>
        <Tag tone={auth.color}>{t(auth.labelKey)}</Tag>
      </div>
      <h3 className="contest-card__title">
        <Link to={`/contest/${contest.id}`} className="contest-card__link" onClick={onOpen}>
          {contest.title}
        </Link>
      </h3>
      <dl className="contest-card__facts">
        <div>
          <dt>
            <CalendarIcon />
            <span className="visually-hidden">{t('home.contests.start')}</span>
          </dt>
          <dd>
            <time dateTime={contest.startTime}>{formatDateTime(contest.startTime, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>
            <ClockIcon />
            <span className="visually-hidden">{t('home.contests.duration')}</span>
          </dt>
          <dd>{formatDuration(contest.duration, locale)}</dd>
        </div>
        <div>
          <dt>
            <UsersIcon />
            <span className="visually-hidden">{t('home.contests.participantsLabel')}</span>
          </dt>
          <dd>{t('home.contests.participants', { count: contest.count ?? 0 })}</dd>
        </div>
      </dl>
    </article>
  );
}
