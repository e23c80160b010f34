import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());
afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

/** The running ACM contest of the seed, created by root, with accepted submissions. */
const RUNNING = 2;
/** The ended OI contest of the seed. */
const OI = 1;

const table = () => screen.findByRole('region', { name: 'Accepted submissions' });
const rowsOf = (region: HTMLElement) => within(region).getAllByRole('row').slice(1);

/** What root, the contest's creator, reads of the balloon list: a page as the page asks for it, or all of it. */
function acInfo(page = 1, limit = 20) {
  return unwrap(
    api.GET('/api/get-contest-ac-info', { params: { query: { cid: RUNNING, currentPage: page, limit } } }),
  );
}

/** A record as the server has it now, wherever its place in the list (delivered ones are listed last). */
async function storedRecord(id: number) {
  return (await acInfo(1, 1000)).records.find((row) => row.id === id);
}

/** The first record whose balloon has not gone out yet. */
async function uncheckedRecord() {
  const record = (await acInfo()).records.find((row) => row.checked !== true);
  if (!record?.username || !record.displayId) throw new Error('the seed has an unchecked AC in contest 2');
  return { ...record, username: record.username, displayId: record.displayId };
}

const switchOf = (problem: string, username: string) =>
  screen.getByRole('switch', { name: `Balloon of problem ${problem} for ${username} delivered` });

// Only timers are faked: the mock server's own promises and microtasks run as usual.
const fakeTimers = () =>
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });

describe('the AC info page', () => {
  it('lists the accepted submissions with balloon colours, first-blood marks and the balloon switch', async () => {
    await loginAs('root');
    const expected = await acInfo();
    const problems = await unwrap(
      api.GET('/api/get-contest-problem', { params: { query: { cid: RUNNING } } }),
    );
    renderApp(`/contest/${RUNNING}/ac-info`);

    expect(
      await screen.findByRole('heading', { level: 1, name: '春季个人赛 第 1 场 · AC info' }),
    ).toBeInTheDocument();
    const rows = rowsOf(await table());
    expect(rows).toHaveLength(Math.min(20, expected.total));
    expect(
      screen.getByText(`${expected.total} accepted submissions · Refreshes every 10 seconds`),
    ).toBeVisible();

    const first = expected.records[0];
    if (!first?.username || !first.displayId)
      throw new Error('the seed has accepted submissions in contest 2');
    const firstRow = rows[0] as HTMLElement;
    const colour = problems.find((problem) => problem.displayId === first.displayId)?.color;
    if (!colour) throw new Error('the seed gives every problem of contest 2 a balloon');
    expect(within(firstRow).getByRole('img', { name: `Balloon colour ${colour}` })).toBeInTheDocument();
    expect(within(firstRow).getByRole('link', { name: first.username })).toHaveAttribute(
      'href',
      `/contest/${RUNNING}/submissions?username=${encodeURIComponent(first.username)}`,
    );
    expect(within(firstRow).getByText(first.firstBlood ? 'First blood' : 'Accepted')).toBeInTheDocument();
    expect(within(firstRow).getByRole('switch')).toHaveAttribute(
      'aria-checked',
      String(first.checked === true),
    );
    const bloods = expected.records.filter((record) => record.firstBlood).length;
    expect(screen.queryAllByText('First blood')).toHaveLength(bloods);
  });

  it('marks a balloon delivered at once, and the server keeps it', async () => {
    await loginAs('root');
    const record = await uncheckedRecord();
    const { user } = renderApp(`/contest/${RUNNING}/ac-info`);
    await table();

    await user.click(switchOf(record.displayId, record.username));
    expect(switchOf(record.displayId, record.username)).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(switchOf(record.displayId, record.username)).not.toHaveAttribute('aria-busy'));
    expect(switchOf(record.displayId, record.username)).toHaveAttribute('aria-checked', 'true');
    expect((await storedRecord(record.id))?.checked).toBe(true);
  });

  it('puts the switch back and says which row failed when the server refuses', async () => {
    await loginAs('root');
    const record = await uncheckedRecord();
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.put('*/api/check-contest-ac-info', async () => {
        await answered;
        return HttpResponse.json({ status: 400, msg: '修改失败！', data: null });
      }),
    );
    const { user } = renderApp(`/contest/${RUNNING}/ac-info`);
    await table();

    await user.click(switchOf(record.displayId, record.username));
    // Shown at once, and waiting: a second click does not send another change.
    expect(switchOf(record.displayId, record.username)).toHaveAttribute('aria-checked', 'true');
    expect(switchOf(record.displayId, record.username)).toHaveAttribute('aria-busy', 'true');
    release();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Problem ${record.displayId} for ${record.username} could not be updated and is shown as before`,
    );
    expect(switchOf(record.displayId, record.username)).toHaveAttribute('aria-checked', 'false');
    expect((await storedRecord(record.id))?.checked).toBe(false);
  });

  it('reads the list again every 10 seconds, on the page being read', async () => {
    await loginAs('root');
    // A delivered balloon beyond the first page: the server lists those not delivered first.
    const onFirst = new Set((await acInfo()).records.map((row) => row.id));
    const record = (await acInfo(1, 1000)).records.find((row) => row.checked && !onFirst.has(row.id));
    if (!record?.username || !record.displayId) throw new Error('the seed has 2 pages of ACs in contest 2');
    let reads = 0;
    const pages: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname !== '/api/get-contest-ac-info') return;
      reads += 1;
      pages.push(url.searchParams.get('currentPage') ?? '');
    });
    fakeTimers();
    renderApp(`/contest/${RUNNING}/ac-info`);
    await table();
    await waitFor(() => expect(reads).toBe(1));
    const name = `Balloon of problem ${record.displayId} for ${record.username} delivered`;
    expect(screen.queryByRole('switch', { name })).not.toBeInTheDocument();

    // Another admin's desk takes the balloon back meanwhile, which lists it among those not delivered.
    await api.PUT('/api/check-contest-ac-info', { body: { id: record.id, cid: RUNNING, checked: false } });
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(reads).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(reads).toBe(2);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false'),
    );
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(reads).toBe(3);
    expect(pages).toEqual(['1', '1', '1']);
  });

  it('keeps the page being read when the list is refreshed', async () => {
    await loginAs('root');
    const { total } = await acInfo();
    if (total <= 20) throw new Error('the seed has more than one page of accepted submissions in contest 2');
    const second = await acInfo(2);
    fakeTimers();
    renderApp(`/contest/${RUNNING}/ac-info`);
    await table();
    const pager = screen.getByRole('navigation', { name: 'Accepted submission pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('region', { name: 'Accepted submissions' }))).toHaveLength(
        second.records.length,
      ),
    );

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(rowsOf(screen.getByRole('region', { name: 'Accepted submissions' }))).toHaveLength(
      second.records.length,
    );
  });

  it('keeps the rows and says updates are paused when a refresh fails', async () => {
    await loginAs('root');
    fakeTimers();
    renderApp(`/contest/${RUNNING}/ac-info`);
    const shown = rowsOf(await table()).length;
    server.use(
      http.get('*/api/get-contest-ac-info', () =>
        HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }, { status: 500 }),
      ),
    );
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(
      await screen.findByText('Updates are paused: the last refresh failed. Trying again shortly.'),
    ).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('region', { name: 'Accepted submissions' }))).toHaveLength(shown);
  });

  it('tells an empty list and a failed one apart', async () => {
    await loginAs('root');
    let fail = true;
    server.use(
      http.get('*/api/get-contest-ac-info', () =>
        fail
          ? HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }, { status: 500 })
          : HttpResponse.json({
              status: 200,
              msg: 'success',
              data: { records: null, total: 0, size: 20, current: 1, pages: 0 },
            }),
      ),
    );
    const { user } = renderApp(`/contest/${RUNNING}/ac-info`);
    expect(await screen.findByText('The accepted submissions could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Nobody has solved a problem yet')).toBeInTheDocument();
  });

  it('says the tool is for ACM contests in an OI contest, without asking for the list', async () => {
    await loginAs('root');
    let asked = false;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/get-contest-ac-info') asked = true;
    });
    renderApp(`/contest/${OI}/ac-info`);
    expect(await screen.findByText('This tool is for ACM contests only.')).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('speaks Chinese', async () => {
    resetPortal('zh-CN');
    await loginAs('root');
    renderApp(`/contest/${RUNNING}/ac-info`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '春季个人赛 第 1 场 · AC 助手' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '通过记录' })).toBeInTheDocument();
  });
});
