import { useEffect, useReducer } from 'react';
import { ContestStatus, type ContestVO } from '@generated/model/index';
import {
  contestStatusAt,
  contestStatusTable,
  contestSwitchMoments,
  contestTypeTable,
} from '@hoj/core/domain/contest';
import { formatDateTime, parseHojDate } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { useServerNow } from '@portal/shared/hooks/useServerNow';
import { Tag } from '@portal/shared/ui/Tag';
import { formatPenalty } from '../model/cellViews';

/** The time left until the end, ticking each second on the server's time; nothing once the contest has ended. */
function Countdown({ contest }: { contest: ContestVO }) {
  const t = useT();
  const now = useServerNow(contestSwitchMoments(contest));
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const status = contestStatusAt(contest, now);
  const running = status === ContestStatus.RUNNING;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [running]);
  const end = parseHojDate(contest.endTime);
  if (!running || !end) return null;
  const left = Math.max(0, Math.ceil((end.getTime() - now) / 1000));
  return (
    <span className="board-header__countdown" role="timer" aria-live="off">
      {t('contestBoards.header.endsIn', { time: formatPenalty(left) })}
    </span>
  );
}

/** The outside board's header: the contest's title, rule, status and times, for readers outside the contest. */
export function OutsideHeader({ contest }: { contest: ContestVO }) {
  const t = useT();
  const locale = useLocale();
  const now = useServerNow(contestSwitchMoments(contest));
  const status = contestStatusAt(contest, now);
  const statusInfo = contestStatusTable[status];
  const rule = contestTypeTable[contest.type] ?? contestTypeTable[0];
  return (
    <header className="board-header">
      <h1 className="board-page__title">{t('contestBoards.outside.heading', { title: contest.title })}</h1>
      <div className="board-header__facts">
        <Tag tone={rule.color}>{rule.short}</Tag>
        {statusInfo ? <Tag tone={statusInfo.color}>{t(statusInfo.labelKey)}</Tag> : null}
        <span>{t('contestBoards.header.start', { time: formatDateTime(contest.startTime, locale) })}</span>
        <span>{t('contestBoards.header.end', { time: formatDateTime(contest.endTime, locale) })}</span>
        <Countdown contest={contest} />
      </div>
    </header>
  );
}
