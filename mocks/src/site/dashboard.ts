import { signInsOf } from '../accounts/sessions';
import { users } from '../accounts/tables';
import { contests } from '../contests/tables';
import { jacksonDate } from '../http/jackson';
import { operation } from '../http/operation';
import { submissions } from '../judge/tables';
import { DAY, HOUR, clock } from '../store/clock';

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

  // One simulated judge server; its load follows the submissions judged in the last hour.
  operation('getAdminJudgeServiceInfo', 'required', () => {
    const hourAgo = clock.nowMs() - HOUR;
    const recent = submissions.filter((s) => s.submitTime.getTime() >= hourAgo).length;
    const cpu = Math.min(95, 8 + recent * 3);
    return {
      data: [
        {
          cpuCores: 4,
          percentCpuLoad: `${cpu.toFixed(1)}%`,
          percentMemoryLoad: `${Math.min(90, 32 + recent).toFixed(1)}%`,
          service: {
            serviceId: 'hoj-judgeserver',
            instanceId: '127.0.0.1#8088#DEFAULT#DEFAULT_GROUP@@hoj-judgeserver',
            host: '127.0.0.1',
            port: 8088,
            secure: false,
            uri: 'http://127.0.0.1:8088',
            // What a HOJ judge server and Spring Cloud Alibaba's discovery client register with Nacos.
            metadata: {
              judgeName: 'judger-1',
              maxRemoteTaskNum: '8',
              maxTaskNum: '4',
              'nacos.instanceId': '127.0.0.1#8088#DEFAULT#DEFAULT_GROUP@@hoj-judgeserver',
              'nacos.weight': '1.0',
              'nacos.cluster': 'DEFAULT',
              'nacos.ephemeral': 'true',
              'nacos.healthy': 'true',
              'preserved.register.source': 'SPRING_CLOUD',
            },
            scheme: null,
          },
        },
      ],
    };
  }),
];
