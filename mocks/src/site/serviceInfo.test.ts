import type { JudgeServiceInfo, ServiceInfo } from '@generated/model/index';
import { contractErrors } from '../contract/validator';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { APLUSB, submit } from '../jest/submit';
import { SECOND, clock } from '../store/clock';

installMockServer();

beforeEach(() => clock.freeze());

const SERVICE_INFO = '/api/admin/config/get-service-info';

async function serviceInfo(token: string) {
  return call<ServiceInfo>(SERVICE_INFO, { token });
}

describe('GET /api/admin/config/get-service-info (the backend ConfigManager.getServiceInfo)', () => {
  it('answers every key the backend builds, as the contract requires them, never an empty object', async () => {
    const { response, body } = await serviceInfo(await loginAs('root', { admin: true }));
    expect(response.status).toBe(200);
    expect(contractErrors('getAdminServiceInfo', 200, body)).toEqual([]);
    expect(Object.keys(body.data).sort()).toEqual([
      'backupCores',
      'backupPercentCpuLoad',
      'backupPercentMemoryLoad',
      'backupService',
      'nacos',
    ]);
  });

  it('reads like a one-backend deployment: Nacos up, the backend registered under its own name', async () => {
    const { body } = await serviceInfo(await loginAs('admin', { admin: true }));
    expect(body.data.nacos).toMatchObject({ status: 'UP', serviceCount: 2, instanceCount: 2 });
    expect(body.data.backupCores).toBeGreaterThan(0);
    // hoj-vue copies the loads into backupService[0]: the answering backend is always registered.
    expect(body.data.backupService).toHaveLength(1);
    expect(body.data.backupService[0]).toMatchObject({
      serviceId: 'hoj-data-backup',
      port: 6688,
      metadata: expect.objectContaining({ 'nacos.healthy': 'true' }),
    });
    // The backend formats loads with String.format("%.2f") + "%".
    expect(body.data.backupPercentCpuLoad).toMatch(/^\d+\.\d{2}%$/);
    expect(body.data.backupPercentMemoryLoad).toMatch(/^\d+\.\d{2}%$/);
  });

  it('gets busier as the judge does', async () => {
    const root = await loginAs('root', { admin: true });
    clock.advance(2 * 60 * 60 * SECOND);
    const idle = (await serviceInfo(root)).body.data;
    const alice = await loginAs('alice');
    for (let i = 0; i < 3; i += 1) {
      await submit(alice, { code: `${APLUSB}\n// run ${i}` });
      clock.advance(61 * SECOND);
    }
    const busy = (await serviceInfo(root)).body.data;
    expect(parseFloat(busy.backupPercentCpuLoad)).toBeGreaterThan(parseFloat(idle.backupPercentCpuLoad));
  });

  it('is refused to a signed-in user without an admin role', async () => {
    const { response } = await serviceInfo(await loginAs('alice'));
    expect(response.status).toBe(403);
  });
});

describe('GET /api/admin/config/get-judge-service-info (ConfigManager.getJudgeServiceInfo)', () => {
  it('answers each judge server with its /get-sys-config keys (two-decimal loads) and its registration', async () => {
    const { body } = await call<JudgeServiceInfo[]>('/api/admin/config/get-judge-service-info', {
      token: await loginAs('root', { admin: true }),
    });
    expect(contractErrors('getAdminJudgeServiceInfo', 200, body)).toEqual([]);
    expect(body.data.length).toBeGreaterThan(0);
    for (const judge of body.data) {
      // The judge server formats loads with String.format("%.2f") + "%", as the backend does.
      expect(judge.percentCpuLoad).toMatch(/^\d+\.\d{2}%$/);
      expect(judge.percentMemoryLoad).toMatch(/^\d+\.\d{2}%$/);
      expect(judge.service).toMatchObject({ serviceId: 'hoj-judgeserver', port: 8088 });
    }
  });
});
