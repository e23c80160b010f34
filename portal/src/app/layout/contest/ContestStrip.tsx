import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { ContestStatus } from '@generated/model/index';
import { contestStatusTable } from '@hoj/core/domain/contest';
import { useT, type Translate } from '@portal/i18n/useT';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { queryView } from '@portal/shared/ui/queryView';
import { Tag } from '@portal/shared/ui/Tag';
import { ClockIcon } from '@portal/shared/ui/icons';
import { useContestClock, type ContestClock } from './contestClock';
import { ContestProgress, contestProgressAt, spanText } from './ContestProgress';
import { parseRouteId } from './routeId';

function countdownText(t: Translate, clock: ContestClock): string | null {
  if (clock.remainingMs === null) return null;
  return t(clock.status === ContestStatus.SCHEDULED ? 'shell.contest.startsIn' : 'shell.contest.endsIn', {
    time: spanText(t, clock.remainingMs),
  });
}

/** Announced once when the client clock moves the contest on, not on every tick. */
function useSwitchAnnouncement(t: Translate, status: ContestStatus | undefined): string {
  const [first, setFirst] = useState<ContestStatus | undefined>(undefined);
  if (first === undefined && status !== undefined) setFirst(status);
  if (status === undefined || first === undefined || status === first) return '';
  return status === ContestStatus.RUNNING ? t('shell.contest.nowRunning') : t('shell.contest.nowEnded');
}

/**
 * The contest mode's strip under the bar, on every contest page (the problem pages included): the contest's
 * title, its status, how far it has run and a live countdown to the start or the end, all read from one clock
 * on the server's time, switching status at the server's moments (scheduled until the start, running until the
 * end). The contest header above a contest page shows the rest of its facts; the strip stays one line high on
 * wide screens, which the problem pages' full-height layout counts on.
 */
export function ContestStrip({ contestID }: { contestID: string }) {
  useSignals();
  const t = useT();
  const cid = parseRouteId(contestID);
  // Contest pages need a login (the guard sends visitors home); asking as a visitor would be a 401.
  const enabled = cid !== null && isLoggedIn.value;
  const query = useQuery({ ...contestInfoQuery(cid ?? 0), enabled });
  // The contest once read stays in the strip when a later read fails.
  const view = queryView(query);
  const data = view.kind === 'ready' ? view.data : undefined;
  const clock = useContestClock(enabled ? data : undefined);
  const announcement = useSwitchAnnouncement(t, clock?.status);

  if (!enabled) return null;

  let content;
  if (view.kind === 'pending')
    content = <span className="contest-bar__muted">{t('shell.contest.loading')}</span>;
  else if (!data || !clock) content = <span className="contest-bar__muted">{t('shell.contest.error')}</span>;
  else {
    const info = contestStatusTable[clock.status];
    const countdown = countdownText(t, clock);
    const progress = contestProgressAt(data, clock.nowMs);
    content = (
      <>
        <span className="contest-bar__title">{data.title}</span>
        <Tag tone={info.color}>{t(info.labelKey)}</Tag>
        {progress ? <ContestProgress progress={progress} /> : null}
        {countdown ? (
          <span className="contest-bar__countdown" role="timer">
            <ClockIcon />
            {countdown}
          </span>
        ) : (
          <span className="contest-bar__muted">{t('shell.contest.over')}</span>
        )}
      </>
    );
  }

  return (
    <section className="contest-bar" aria-label={t('shell.contest.region')}>
      <div className="contest-bar__inner">{content}</div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
