import { readBackendService } from './backendService';

const instance = {
  serviceId: 'hoj-data-backup',
  instanceId: '10.0.0.5#6688#DEFAULT#DEFAULT_GROUP@@hoj-data-backup',
  host: '10.0.0.5',
  port: 6688,
  secure: false,
  uri: 'http://10.0.0.5:6688',
  metadata: { 'nacos.healthy': 'true' },
  scheme: null,
};

describe('readBackendService', () => {
  it('reads the answer the backend builds', () => {
    expect(
      readBackendService({
        nacos: { status: 'UP', serviceCount: 2 },
        backupCores: 8,
        backupService: [instance, { ...instance, instanceId: 'b', metadata: { 'nacos.healthy': 'false' } }],
        backupPercentCpuLoad: '12.34%',
        backupPercentMemoryLoad: '56.78%',
      }),
    ).toEqual({
      nacosStatus: 'UP',
      cores: 8,
      cpuLoad: '12.34%',
      memoryLoad: '56.78%',
      instances: [
        { key: instance.instanceId, name: 'hoj-data-backup', address: '10.0.0.5:6688', healthy: true },
        { key: 'b', name: 'hoj-data-backup', address: '10.0.0.5:6688', healthy: false },
      ],
    });
  });

  it('turns the empty object an unfinished server answers into unknowns, not a crash', () => {
    const empty = { nacosStatus: null, cores: null, cpuLoad: null, memoryLoad: null, instances: [] };
    expect(readBackendService({})).toEqual(empty);
    expect(readBackendService(null)).toEqual(empty);
    expect(readBackendService([])).toEqual(empty);
  });

  it('keeps each malformed field to itself', () => {
    const read = readBackendService({
      nacos: 'UP',
      backupCores: '4',
      backupService: [null, { host: '10.0.0.6', port: 'x', metadata: null }],
      backupPercentCpuLoad: 12,
      backupPercentMemoryLoad: '3.00%',
    });
    expect(read).toEqual({
      nacosStatus: null,
      cores: null,
      cpuLoad: null,
      memoryLoad: '3.00%',
      instances: [
        { key: '#1', name: null, address: null, healthy: null },
        { key: '#2', name: null, address: '10.0.0.6', healthy: null },
      ],
    });
  });
});
