import { devPorts } from '@hoj/core/devPorts';
import { PORT_SHIFT, currentStack, onStack, stackCount, stackPorts, workerBaseUrl } from './stacks';

describe('one server stack per playwright worker', () => {
  it('runs two stacks by default, as many as asked, and one against the dev servers', () => {
    expect(stackCount({})).toBe(2);
    expect(stackCount({ HOJ_E2E_WORKERS: '1' })).toBe(1);
    expect(stackCount({ HOJ_E2E_WORKERS: '3' })).toBe(3);
    expect(stackCount({ HOJ_E2E_WORKERS: 'many' })).toBe(2);
    expect(stackCount({ HOJ_E2E_WORKERS: '4', E2E_DEV: '1' })).toBe(1);
  });

  it('gives stack N the usual ports shifted by N × PORT_SHIFT', () => {
    expect(stackPorts(0)).toEqual({
      mock: devPorts.mock,
      portal: devPorts.portalPreview,
      backoffice: devPorts.backofficePreview,
    });
    expect(stackPorts(1).mock).toBe(devPorts.mock + PORT_SHIFT);
    expect(stackPorts(1, true).portal).toBe(devPorts.portal + PORT_SHIFT);
  });

  it('puts each concurrent worker on its own stack', () => {
    const two = { HOJ_E2E_WORKERS: '2' };
    expect(currentStack({ ...two, TEST_PARALLEL_INDEX: '0' })).toBe(0);
    expect(currentStack({ ...two, TEST_PARALLEL_INDEX: '1' })).toBe(1);
    expect(currentStack({ TEST_PARALLEL_INDEX: '1', E2E_DEV: '1' })).toBe(0);
    expect(currentStack({ TEST_PARALLEL_INDEX: '1', HOJ_E2E_WORKERS: '1' })).toBe(0);
    expect(currentStack({})).toBe(0);
  });

  it('moves a URL to the same server of another stack', () => {
    expect(onStack('http://127.0.0.1:4173', 1)).toBe(`http://127.0.0.1:${4173 + PORT_SHIFT}`);
    expect(onStack('http://127.0.0.1:4174/admin/', 1)).toBe(`http://127.0.0.1:${4174 + PORT_SHIFT}/admin/`);
    expect(onStack('http://127.0.0.1:4010/api/health', 0)).toBe('http://127.0.0.1:4010/api/health');
  });

  it('moves only the apps a stack serves, not the demo build or the API reference', () => {
    const second = { HOJ_E2E_WORKERS: '2', TEST_PARALLEL_INDEX: '1' };
    const portal = `http://127.0.0.1:${devPorts.portalPreview}`;
    expect(workerBaseUrl(portal, second)).toBe(`http://127.0.0.1:${devPorts.portalPreview + PORT_SHIFT}`);
    expect(workerBaseUrl(portal, { TEST_PARALLEL_INDEX: '0' })).toBe(portal);
    const demo = `http://127.0.0.1:${devPorts.portalDemo}`;
    expect(workerBaseUrl(demo, second)).toBe(demo);
  });
});
