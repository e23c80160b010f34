import { operation } from '../http/operation';
import { DAY, clock } from '../store/clock';
import { contests } from './tables';
import { toContestVO } from './views';

const RECENT_CONTEST_WINDOW = 14 * DAY;

export const contestHandlers = [
  // Visible site contests that have not ended and start within 14 days, latest start first.
  operation('getRecentContest', 'anon', () => {
    const now = clock.now();
    const horizon = now.getTime() + RECENT_CONTEST_WINDOW;
    const recent = contests
      .filter((c) => c.visible && c.gid === null && c.endTime > now && c.startTime.getTime() <= horizon)
      .sort((a, b) => b.startTime.getTime() - a.startTime.getTime());
    return { data: recent.map((c) => toContestVO(c, now)) };
  }),
];
