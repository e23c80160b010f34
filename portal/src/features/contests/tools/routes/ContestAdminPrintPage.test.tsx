import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { contestPrints } from '@hoj/mocks/store/schema/contests';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

/** The running public ACM contest of the seed, created by root, with printing open. */
const RUNNING = 2;
/** The ended OI contest of the seed, without printing. */
const NO_PRINT = 1;

/** What the page handed to the browser's save dialog: the file's name and text. */
const saved: { name: string; text: Promise<string> }[] = [];

beforeEach(() => {
  resetPortal();
  let blob: Blob | null = null;
  // jsdom has no object URLs and does not follow a download link.
  Object.defineProperty(URL, 'createObjectURL', {
    value: (value: Blob) => {
      blob = value;
      return 'blob:http://localhost/print';
    },
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, text: blob.text() });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  server.events.removeAllListeners();
  saved.length = 0;
});

const table = () => screen.findByRole('region', { name: 'Print requests' });
/** Each row's id, username and status, top to bottom. */
const rows = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return `${within(row).getByRole('rowheader').textContent} ${cells[0]?.textContent} ${cells[3]?.textContent}`;
    });

/** The seeded requests of the contest as the server lists them: waiting ones first, newest first. */
function expectedRows(): string[] {
  return contestPrints
    .where('cid', RUNNING)
    .sort((a, b) => a.status - b.status || b.gmtCreate.getTime() - a.gmtCreate.getTime())
    .map((print) => `${print.id} ${print.username} ${print.status === 1 ? 'Printed' : 'Not printed'}`);
}

function waitingPrintOf(username: string) {
  const print = contestPrints
    .where('cid', RUNNING)
    .find((row) => row.username === username && row.status === 0);
  if (!print) throw new Error(`the seed has a waiting print of ${username} in contest 2`);
  return print;
}

describe('the admin print page', () => {
  it('lists the print requests, the ones not printed first', async () => {
    await loginAs('root');
    renderApp(`/contest/${RUNNING}/admin-print`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '春季个人赛 第 1 场 · Admin print' }),
    ).toBeInTheDocument();
    const region = await table();
    expect(rows(region)).toEqual(expectedRows());
    expect(
      screen.getByText(`${expectedRows().length} print requests · Refreshes every 10 seconds`),
    ).toBeVisible();
  });

  it('downloads a request’s text, then confirming it printed moves it to the printed ones', async () => {
    await loginAs('root');
    const print = waitingPrintOf('bob');
    const { user } = renderApp(`/contest/${RUNNING}/admin-print`);
    const region = await table();

    await user.click(
      within(region).getByRole('button', { name: `Download print request ${print.id} by bob` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Printed?' });
    expect(saved.map((file) => file.name)).toEqual(['bob_Contest_Print.txt']);
    await expect(saved[0]?.text).resolves.toBe(print.content);
    expect(dialog).toHaveTextContent(`Downloaded bob_Contest_Print.txt`);
    expect(contestPrints.get(print.id)?.status).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'It is printed' }));
    expect(await screen.findByText(`Print request ${print.id} marked printed`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(contestPrints.get(print.id)?.status).toBe(1);
    await waitFor(() => expect(rows(region)).toEqual(expectedRows()));
    expect(rows(region)).toContain(`${print.id} bob Printed`);
    expect(
      within(region).queryByRole('button', {
        name: 'Mark printed',
        description: `Mark print request ${print.id} by bob printed`,
      }),
    ).not.toBeInTheDocument();
  });

  it('asks before marking a request printed, and "Not yet" changes nothing', async () => {
    await loginAs('root');
    const print = waitingPrintOf('jedediah44');
    const { user } = renderApp(`/contest/${RUNNING}/admin-print`);
    const region = await table();
    const mark = within(region).getByRole('button', {
      name: 'Mark printed',
      description: `Mark print request ${print.id} by jedediah44 printed`,
    });

    await user.click(mark);
    const dialog = await screen.findByRole('dialog', { name: 'Printed?' });
    expect(dialog).toHaveTextContent(`Has print request ${print.id} by jedediah44 been printed?`);
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(contestPrints.get(print.id)?.status).toBe(0);

    await user.click(mark);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Printed?' })).getByRole('button', {
        name: 'It is printed',
      }),
    );
    await waitFor(() => expect(contestPrints.get(print.id)?.status).toBe(1));
  });

  it('shows a request sent meanwhile at the next 10-second refresh', async () => {
    await loginAs('root');
    let reads = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/get-contest-print') reads += 1;
    });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    renderApp(`/contest/${RUNNING}/admin-print`);
    const region = await table();
    await waitFor(() => expect(reads).toBe(1));
    const before = rows(region).length;

    await api.POST('/api/submit-print-text', {
      body: { cid: RUNNING, content: 'root 的打印测试：'.padEnd(60, '。') },
    });
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(reads).toBe(2);
    await waitFor(() => expect(rows(region)).toHaveLength(before + 1));
    expect(rows(region)[0]).toMatch(/ root Not printed$/);
  });

  it('tells an empty list and a failed one apart', async () => {
    await loginAs('root');
    let fail = true;
    server.use(
      http.get('*/api/get-contest-print', () =>
        fail
          ? HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }, { status: 500 })
          : HttpResponse.json({
              status: 200,
              msg: 'success',
              data: { records: [], total: 0, size: 15, current: 1, pages: 0 },
            }),
      ),
    );
    const { user } = renderApp(`/contest/${RUNNING}/admin-print`);
    expect(await screen.findByText('The print requests could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('No print requests yet')).toBeInTheDocument();
  });

  it('says printing is not open in a contest without it', async () => {
    await loginAs('root');
    renderApp(`/contest/${NO_PRINT}/admin-print`);
    expect(await screen.findByText('Printing is not open in this contest.')).toBeInTheDocument();
  });
});
