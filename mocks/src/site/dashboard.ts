import { signInsOf } from '../store/schema/sessions';
import { users } from '../store/schema/accounts';
import { contests } from '../store/schema/contests';
import { jacksonDate } from '../http/jackson';
import { operation } from '../http/operation';
import { submissions } from '../store/schema/judge';
import { DAY, clock } from '../store/clock';
import {
  BACKEND_SERVICE,
  JUDGE_SERVICE,
  nacosMetrics,
  percentText,
  recentLoad,
  registeredInstance,
} from './registry';

const RECENT_CONTEST_WINDOW_MS = 14 * DAY;

function startOfToday(now: Date): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

export const dashboardHandlers = [
  operation('getAdminDashboardInfo', 'required', () => {
    const now = clock.nowMs();
    const today = startOfToday(clock.now());
    return {
      data: {
        userNum: users.size,
        recentContestNum: contests.filter((c) => {
          const start = c.startTime.getTime();
          return c.visible && start >= now && start <= now + RECENT_CONTEST_WINDOW_MS;
        }).length,
        todayJudgeNum: submissions.filter((s) => s.submitTime.getTime() >= today).length,
      },
    };
  }),

  // The backend answers the caller's sign-in before this one (this one when it is the first), as recorded.
  operation('getAdminRecentSession', 'required', ({ request, user }) => {
    const [current, previous] = signInsOf(user.uid);
    const shown = previous ?? current;
    const at = shown?.at ?? clock.now();
    return {
      data: {
        id: shown?.id ?? 0,
        uid: user.uid,
        userAgent: shown ? shown.userAgent : request.headers.get('User-Agent'),
        ip: shown?.ip ?? '127.0.0.1',
        gmtCreate: jacksonDate(at),
        gmtModified: jacksonDate(at),
      },
    };
  }),

  // Built as the backend's ConfigManager does on every call: Nacos's metrics, the host's cores and loads, and
  // the instances registered under the backend's own service name. hoj-vue's dashboard freezes without them.
  operation('getAdminServiceInfo', 'required', () => {
    const load = recentLoad();
    return {
      data: {
        nacos: nacosMetrics(load),
        backupCores: 4,
        backupService: [registeredInstance(BACKEND_SERVICE, 6688)],
        backupPercentCpuLoad: percentText(Math.min(95, 6 + load * 2)),
        backupPercentMemoryLoad: percentText(Math.min(90, 41 + load / 2)),
      },
    };
  }),

  // One simulated judge server (its own `/get-sys-config` plus its registration); its load follows the
  // submissions judged in the last hour.
  operation('getAdminJudgeServiceInfo', 'required', () => {
    const recent = recentLoad();
    return {
      data: [
        {
          cpuCores: 4,
          percentCpuLoad: percentText(Math.min(95, 8 + recent * 3)),
          percentMemoryLoad: percentText(Math.min(90, 32 + recent)),
          // What a HOJ judge server registers with Nacos besides the discovery client's own keys.
          service: registeredInstance(JUDGE_SERVICE, 8088, {
            judgeName: 'judger-1',
            maxRemoteTaskNum: '8',
            maxTaskNum: '4',
          }),
        },
      ],
    };
  }),
];
