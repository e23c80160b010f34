import { Link } from 'react-router';
import { ContestStatus, ContestType, type ContestVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';

const ChartIcon = () => (
  <svg
    className="icon"
    width="1em"
    height="1em"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </svg>
);

/** The public board of a contest, by its rule. */
export function scoreboardPath(contest: Pick<ContestVO, 'id' | 'type'>): string {
  const board = contest.type === ContestType.OI ? 'oi-scoreboard' : 'acm-scoreboard';
  return `/contest/${board}/${contest.id}`;
}

/**
 * The way to a contest's public (outside) board, for a contest whose board is open (`openRank`); it has nothing
 * to show before the start, so it is disabled, saying why, until then.
 */
export function ScoreboardButton({
  contest,
  status,
}: {
  contest: Pick<ContestVO, 'id' | 'type' | 'title' | 'openRank'>;
  status: ContestStatus;
}) {
  const t = useT();
  if (contest.openRank !== true) return null;
  if (status === ContestStatus.SCHEDULED) {
    const label = t('contests.scoreboard.notYet');
    return (
      <button type="button" className="contest-board-button" disabled aria-label={label} title={label}>
        <ChartIcon />
      </button>
    );
  }
  const label = t('contests.scoreboard.open', { title: contest.title });
  return (
    <Link to={scoreboardPath(contest)} className="contest-board-button" aria-label={label} title={label}>
      <ChartIcon />
    </Link>
  );
}
