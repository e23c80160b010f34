import type { NacosMetrics, ServiceInstance } from '@generated/model/index';
import { HOUR, clock } from '../store/clock';
import { submissions } from '../store/schema/judge';

/** The service names a HOJ deployment registers in Nacos (`spring.application.name` of each part). */
export const BACKEND_SERVICE = 'hoj-data-backup';
export const JUDGE_SERVICE = 'hoj-judgeserver';

/**
 * One instance as Spring Cloud Alibaba's discovery client hands it to the backend, which Jackson writes with every
 * getter: Nacos 1.4's instance id `ip#port#cluster#group@@service` and the metadata the client adds to what the
 * service registered itself.
 */
export function registeredInstance(
  serviceId: string,
  port: number,
  ownMetadata: Record<string, string> = {},
): ServiceInstance {
  const instanceId = `127.0.0.1#${port}#DEFAULT#DEFAULT_GROUP@@${serviceId}`;
  return {
    serviceId,
    instanceId,
    host: '127.0.0.1',
    port,
    secure: false,
    uri: `http://127.0.0.1:${port}`,
    metadata: {
      ...ownMetadata,
      'nacos.instanceId': instanceId,
      'nacos.weight': '1.0',
      'nacos.cluster': 'DEFAULT',
      'nacos.ephemeral': 'true',
      'nacos.healthy': 'true',
      'preserved.register.source': 'SPRING_CLOUD',
    },
    scheme: null,
  };
}

/** Submissions of the last hour: the simulated hosts get busier as the judge does. */
export function recentLoad(): number {
  const hourAgo = clock.nowMs() - HOUR;
  return submissions.filter((s) => s.submitTime.getTime() >= hourAgo).length;
}

/** The backend formats loads with `String.format("%.2f", …) + "%"`. */
export const percentText = (value: number): string => `${value.toFixed(2)}%`;

/** Nacos 1.4's `/nacos/v1/ns/operator/metrics` for a registry holding one backend and one judge server. */
export function nacosMetrics(load: number): NacosMetrics {
  return {
    status: 'UP',
    serviceCount: 2,
    load: Number((0.3 + load * 0.05).toFixed(2)),
    mem: 0.62,
    responsibleServiceCount: 2,
    instanceCount: 2,
    cpu: Number(Math.min(0.9, 0.04 + load * 0.01).toFixed(2)),
    responsibleInstanceCount: 2,
    raftNotifyTaskCount: 0,
  };
}
