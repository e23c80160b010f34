import { act, screen, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { http, HttpResponse } from 'msw';
import {
  getAdminJudgeServiceInfo,
  getAdminServiceInfo,
  getGetAdminJudgeServiceInfoUrl,
  getGetAdminServiceInfoUrl,
} from '@generated/api/admin-config/admin-config';
import {
  getAdminDashboardInfo,
  getAdminRecentSession,
  getGetAdminDashboardInfoUrl,
} from '@generated/api/admin-dashboard/admin-dashboard';
import { formatDateTime } from '@hoj/core/format/format';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { Dashboard } from './Dashboard';

const server = installMockServer();

afterEach(() => {
  jest.useRealTimers();
  resetBrowserState();
});

/** Root opens the back office's landing page in English. */
async function openDashboard() {
  await loginAs('root');
  await renderScreen(<Dashboard />, { path: '/' });
  expect(await screen.findByRole('heading', { name: /^Welcome/ })).toBeInTheDocument();
}

const region = (name: string) => screen.getByRole('region', { name });

/** The overview's terms and their values, in the order shown. */
function shownCounts(): [string, string][] {
  const overview = region('Overview');
  const terms = within(overview).getAllByRole('term');
  const values = within(overview).getAllByRole('definition');
  return terms.map((term, index) => [term.textContent ?? '', values[index]?.textContent ?? '']);
}

/** Each body row of a panel's table as [row header, cells…]. */
function tableRows(panel: HTMLElement): string[][] {
  return within(panel)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader') !== null)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).queryAllByRole('cell')].map(
        (cell) => cell.textContent ?? '',
      ),
    );
}

const judgeAnswer = (data: unknown) =>
  http.get(`*${getGetAdminJudgeServiceInfoUrl()}`, () =>
    HttpResponse.json({ status: 200, msg: 'success', data }),
  );

const serviceAnswer = (data: unknown) =>
  http.get(`*${getGetAdminServiceInfoUrl()}`, () => HttpResponse.json({ status: 200, msg: 'success', data }));

/** The backend service panel's terms and values. */
function shownFacts(panel: HTMLElement): [string, string][] {
  const terms = within(panel).getAllByRole('term');
  const values = within(panel).getAllByRole('definition');
  return terms.map((term, index) => [term.textContent ?? '', values[index]?.textContent ?? '']);
}

describe('<Dashboard> as root', () => {
  it('shows the counts, the previous sign-in and the judge servers the dashboard endpoints return', async () => {
    await openDashboard();
    const [info, previous, judges] = await Promise.all([
      getAdminDashboardInfo(),
      getAdminRecentSession(),
      getAdminJudgeServiceInfo(),
    ]);
    const number = new Intl.NumberFormat('en-US');

    expect(screen.getByText('Super Admin')).toBeInTheDocument();
    expect(await within(region('Overview')).findAllByRole('definition')).toHaveLength(3);
    expect(shownCounts()).toEqual([
      ['Users', number.format(info.userNum)],
      ['Contests in the next 14 days', number.format(info.recentContestNum)],
      ['Submissions today', number.format(info.todayJudgeNum)],
    ]);

    const signIn = region('Previous sign-in');
    await within(signIn).findByRole('table');
    expect(tableRows(signIn)).toEqual([
      ['Time', formatDateTime(previous.gmtCreate ?? null, 'en-US')],
      ['IP address', previous.ip ?? '—'],
      ['Browser', previous.userAgent ?? '—'],
    ]);

    const servers = region('Judge servers');
    await within(servers).findByRole('table');
    expect(
      within(servers)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Judge server', 'CPU cores', 'CPU load', 'Memory load']);
    expect(judges.length).toBeGreaterThan(0);
    expect(tableRows(servers)).toEqual(
      judges.map((judge) => [
        `${judge.service?.host}:${judge.service?.port}`,
        String(judge.cpuCores),
        judge.percentCpuLoad,
        judge.percentMemoryLoad,
      ]),
    );
    // jsdom has no ResizeObserver (nor a canvas) for echarts: the chart gives way to a note naming the table.
    expect(
      await within(servers).findByText('The chart could not be loaded; the numbers are in the table above.'),
    ).toBeInTheDocument();
    expect(within(servers).queryByRole('img')).not.toBeInTheDocument();
  });

  it('names judge servers without an address by position and shows missing loads as dashes', async () => {
    server.use(
      judgeAnswer([
        {
          cpuCores: 8,
          percentCpuLoad: '12.5%',
          percentMemoryLoad: '61.0%',
          service: { serviceId: 'hoj-judgeserver', instanceId: 'a', host: '10.0.0.7', port: 8088 },
        },
        { cpuCores: null, percentCpuLoad: null, percentMemoryLoad: null, service: null },
      ]),
    );
    await openDashboard();

    const servers = region('Judge servers');
    await within(servers).findByRole('table');
    expect(tableRows(servers)).toEqual([
      ['10.0.0.7:8088', '8', '12.5%', '61.0%'],
      ['#2', '—', '—', '—'],
    ]);
  });

  it('says so when no judge server is online', async () => {
    server.use(judgeAnswer([]));
    await openDashboard();

    expect(await within(region('Judge servers')).findByText('No judge server is online')).toBeInTheDocument();
    expect(within(region('Judge servers')).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed count request as an error with a retry that recovers, the other panels unaffected', async () => {
    await loginAs('root');
    const info = await getAdminDashboardInfo();
    let failing = true;
    let asked = 0;
    server.use(
      http.get(`*${getGetAdminDashboardInfoUrl()}`, () => {
        asked += 1;
        // Falling through to the stateful handler once the outage is over.
        if (!failing) return undefined;
        return HttpResponse.json({ status: 500, msg: 'Dashboard is down', data: null }, { status: 500 });
      }),
    );
    // The query client retries a failed query with growing pauses (about 7 s in all) before showing the error.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    const user = setupUser({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await openDashboard();

    const overview = region('Overview');
    const alert = await within(overview).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load: Dashboard is down');
    expect(within(overview).queryByRole('definition')).not.toBeInTheDocument();
    expect(await within(region('Previous sign-in')).findByRole('table')).toBeInTheDocument();
    expect(await within(region('Judge servers')).findByRole('table')).toBeInTheDocument();

    failing = false;
    const before = asked;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await within(overview).findByText('Users')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(within(overview).queryByRole('alert')).not.toBeInTheDocument();
    expect(asked).toBe(before + 1);
    expect(shownCounts()).toContainEqual(['Users', new Intl.NumberFormat('en-US').format(info.userNum)]);
  });

  it('shows the backend service the server reports: Nacos, the host and the registered instances', async () => {
    await openDashboard();
    const info = await getAdminServiceInfo();

    const backend = region('Backend service');
    await within(backend).findByRole('table', { name: 'Registered backend instances' });
    expect(shownFacts(backend)).toEqual([
      ['Nacos status', info.nacos.status],
      ['CPU cores', String(info.backupCores)],
      ['CPU load', info.backupPercentCpuLoad],
      ['Memory load', info.backupPercentMemoryLoad],
    ]);
    expect(tableRows(backend)).toEqual(
      info.backupService.map((instance) => [
        instance.serviceId,
        `${instance.host}:${instance.port}`,
        instance.metadata?.['nacos.healthy'] === 'true' ? 'Healthy' : 'Unhealthy',
      ]),
    );
    expect(info.backupService.length).toBeGreaterThan(0);
  });

  it('shows dashes for what an empty service answer lacks, the other panels unaffected', async () => {
    server.use(serviceAnswer({}));
    await openDashboard();

    const backend = region('Backend service');
    expect(await within(backend).findByText('No backend instance is registered')).toBeInTheDocument();
    expect(shownFacts(backend)).toEqual([
      ['Nacos status', '—'],
      ['CPU cores', '—'],
      ['CPU load', '—'],
      ['Memory load', '—'],
    ]);
    expect(within(backend).queryByRole('alert')).not.toBeInTheDocument();
    expect(await within(region('Judge servers')).findByRole('table')).toBeInTheDocument();
  });
});
