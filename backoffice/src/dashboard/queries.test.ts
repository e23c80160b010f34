import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import {
  getGetAdminJudgeServiceInfoUrl,
  getGetAdminServiceInfoUrl,
} from '@generated/api/admin-config/admin-config';
import { getGetAdminDashboardInfoUrl } from '@generated/api/admin-dashboard/admin-dashboard';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { createBackOfficeQueryClient } from '@backoffice/providers/queryClient';
import { backendServiceQuery, dashboardInfoQuery, judgeServiceQuery } from './queries';

const server = installMockServer();

let visibility: DocumentVisibilityState = 'visible';
let client: QueryClient | undefined;

afterEach(() => {
  client?.unmount();
  client?.clear();
  server.events.removeAllListeners();
  jest.restoreAllMocks();
  jest.useRealTimers();
  resetBrowserState();
});

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** The dashboard's queries as its panels read them, with the requests each endpoint got. */
async function openDashboardQueries() {
  await loginAs('root');
  const asked: Record<string, number> = {};
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    asked[path] = (asked[path] ?? 0) + 1;
  });
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
  client = createBackOfficeQueryClient();
  client.mount();
  for (const options of [dashboardInfoQuery, judgeServiceQuery, backendServiceQuery]) {
    new QueryObserver(client, options).subscribe(() => undefined);
  }
  await jest.advanceTimersByTimeAsync(1_000);
  return (url: string) => asked[url] ?? 0;
}

const judges = getGetAdminJudgeServiceInfoUrl();
const backend = getGetAdminServiceInfoUrl();
const counts = getGetAdminDashboardInfoUrl();

describe('the dashboard polls', () => {
  it('the judge servers and the backend every 30 s at most, the counts never', async () => {
    const asked = await openDashboardQueries();
    expect([asked(judges), asked(backend), asked(counts)]).toEqual([1, 1, 1]);
    await jest.advanceTimersByTimeAsync(30_000);
    expect([asked(judges), asked(backend), asked(counts)]).toEqual([2, 2, 1]);
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(asked(judges)).toBeGreaterThanOrEqual(12);
    expect(asked(judges)).toBeLessThanOrEqual(15);
    expect(asked(counts)).toBe(1);
  });

  it('nothing while the tab is hidden, and once at once when it is shown again', async () => {
    const asked = await openDashboardQueries();
    setVisibility('hidden');
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect([asked(judges), asked(backend)]).toEqual([1, 1]);
    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect([asked(judges), asked(backend)]).toEqual([2, 2]);
  });
});
