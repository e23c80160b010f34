/** One backend instance as the dashboard lists it. */
export interface BackendInstance {
  key: string;
  name: string | null;
  address: string | null;
  /** Nacos's `nacos.healthy` metadata; null when the registration does not say. */
  healthy: boolean | null;
}

/** The backend service panel's facts, each null when the answer lacks it. */
export interface BackendService {
  nacosStatus: string | null;
  cores: number | null;
  cpuLoad: string | null;
  memoryLoad: string | null;
  instances: BackendInstance[];
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

function instanceOf(value: unknown, index: number): BackendInstance {
  const item = record(value) ?? {};
  const host = text(item.host);
  const port = count(item.port);
  const healthy = text(record(item.metadata)?.['nacos.healthy']);
  return {
    key: text(item.instanceId) ?? `#${index + 1}`,
    name: text(item.serviceId),
    address: host === null ? null : port === null ? host : `${host}:${port}`,
    healthy: healthy === null ? null : healthy === 'true',
  };
}

/**
 * Reads the service information field by field: the contract requires every key, but an older or broken server
 * answers `{}` or nulls (hoj-vue's dashboard stops refreshing on that), and one bad field must cost only itself.
 */
export function readBackendService(data: unknown): BackendService {
  const info = record(data) ?? {};
  const instances = Array.isArray(info.backupService) ? info.backupService.map(instanceOf) : [];
  return {
    nacosStatus: text(record(info.nacos)?.status),
    cores: count(info.backupCores),
    cpuLoad: text(info.backupPercentCpuLoad),
    memoryLoad: text(info.backupPercentMemoryLoad),
    instances,
  };
}
