import type { ContestType, ContestVO } from '@generated/model/index';
import {
  contestStatusAt,
  contestStatusTable,
  contestSwitchMoments,
  contestTypeTable,
} from '@hoj/core/domain/contest';
import { formatDateTime, formatDuration } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { useServerNow } from '@portal/shared/hooks/useServerNow';
import { CalendarIcon, ClockIcon, TrophyIcon, UsersIcon } from '@portal/shared/ui/icons';
import { LoginFirstLink } from '@portal/shared/ui/LoginFirstLink';
import { Tag } from '@portal/shared/ui/Tag';
import { ContestAuthTag, ContestLock, ContestRuleButton } from './ContestMarks';
import { ScoreboardButton } from './ScoreboardButton';

interface ContestListItemProps {
  contest: ContestVO;
  /** The rule button shows only contests of its rule. */
  onRule: (type: ContestType) => void;
}

/**
 * One contest of the list: its rule's trophy, title (the way in; a visitor is asked to log in first), the lock
 * of a contest with a password, start, length, rule, access, registrations, the public board and the status,
 * which follows the server's time (a contest turns running at its start without a reload).
 */
export function ContestListItem({ contest, onRule }: ContestListItemProps) {
  const t = useT();
  const locale = useLocale();
  const now = useServerNow(contestSwitchMoments(contest));
  const status = contestStatusAt(contest, now);
  const info = contestStatusTable[status];
  const rule = contestTypeTable[contest.type];
  const home = `/contest/${contest.id}`;

  return (
    <li className={`contest-item contest-item--${info.color}`}>
      <span
        className={`contest-item__trophy contest-item__trophy--${rule.short.toLowerCase()}`}
        aria-hidden="true"
      >
        <TrophyIcon />
      </span>
      <div className="contest-item__main">
        <h2 className="contest-item__title">
          <LoginFirstLink to={home} className="contest-item__link">
            {contest.title}
          </LoginFirstLink>
          <ContestLock auth={contest.auth} />
        </h2>
        <dl className="contest-item__facts">
          <div>
            <dt>
              <CalendarIcon />
              <span className="visually-hidden">{t('contests.start')}</span>
            </dt>
            <dd>
              <time dateTime={contest.startTime}>{formatDateTime(contest.startTime, locale)}</time>
            </dd>
          </div>
          <div>
            <dt>
              <ClockIcon />
              <span className="visually-hidden">{t('contests.duration')}</span>
            </dt>
            <dd>{formatDuration(contest.duration, locale)}</dd>
          </div>
          {typeof contest.count === 'number' ? (
            <div>
              <dt>
                <UsersIcon />
                <span className="visually-hidden">{t('contests.participantsLabel')}</span>
              </dt>
              <dd>
                <span aria-hidden="true">×{contest.count}</span>
                <span className="visually-hidden">
                  {t('contests.participants', { count: contest.count })}
                </span>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="contest-item__actions">
          <ContestRuleButton
            contest={contest}
            onPress={() => onRule(contest.type)}
            pressLabel={t('contests.rule.filter', { rule: rule.short })}
          />
          <ContestAuthTag auth={contest.auth} />
          <ScoreboardButton contest={contest} status={status} />
        </div>
      </div>
      <div className="contest-item__status">
        <Tag tone={info.color}>
          <span className="contest-item__dot" aria-hidden="true" />
          {t(info.labelKey)}
        </Tag>
      </div>
    </li>
  );
}
