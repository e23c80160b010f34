import '@portal/i18n/pages/contests';
import { useT, type Translate } from '@portal/i18n/useT';
import { ContestStatus } from '@generated/model/index';
import { contestStatusAt } from '@hoj/core/domain/contest';
import { parseHojDate } from '@hoj/core/format/date';
import { countdownParts, type ContestTimes } from './contestClock';

export interface ContestProgressFacts {
  /** How far the contest has run, 0 before its start and 100 after its end. */
  percent: number;
  elapsedMs: number;
  totalMs: number;
}

/**
 * How much of the contest has run at `nowMs` (the server's time): nothing while scheduled, all of it once ended,
 * elapsed over its length in between. Null when a time cannot be read.
 */
export function contestProgressAt(contest: ContestTimes, nowMs: number): ContestProgressFacts | null {
  const start = parseHojDate(contest.startTime);
  const end = parseHojDate(contest.endTime);
  if (!start || !end) return null;
  const totalMs = Math.max(0, end.getTime() - start.getTime());
  const status = contestStatusAt(contest, nowMs);
  const elapsedMs =
    status === ContestStatus.SCHEDULED
      ? 0
      : status === ContestStatus.ENDED
        ? totalMs
        : Math.min(totalMs, Math.max(0, nowMs - start.getTime()));
  const percent = status === ContestStatus.ENDED || totalMs === 0 ? 100 : (elapsedMs / totalMs) * 100;
  return { percent: status === ContestStatus.SCHEDULED ? 0 : percent, elapsedMs, totalMs };
}

/** A span of time as the countdown writes it: HH:MM:SS, with whole days before it when there are any. */
export function spanText(t: Translate, ms: number): string {
  const { days, time } = countdownParts(ms);
  return days > 0 ? t('shell.contest.days', { days, time }) : time;
}

/**
 * How far the contest has run, as a bar: empty while scheduled, full once ended. A progress bar by role, its
 * value the percentage and its text the time elapsed of the contest's length.
 */
export function ContestProgress({ progress }: { progress: ContestProgressFacts }) {
  const t = useT();
  const percent = Math.min(100, Math.max(0, progress.percent));
  return (
    <div
      className="contest-bar__progress"
      role="progressbar"
      aria-label={t('contests.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.floor(percent)}
      aria-valuetext={t('contests.progress.value', {
        // Elapsed time counts whole seconds gone; the countdown beside it counts the seconds left.
        elapsed: spanText(t, Math.floor(progress.elapsedMs / 1000) * 1000),
        total: spanText(t, progress.totalMs),
      })}
    >
      <span className="contest-bar__progress-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
