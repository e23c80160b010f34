import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { REFRESH_FAILED, failingReads } from '@portal/test/failingReads';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

/** The running public ACM contest of the seed. */
const RUNNING = 2;

const table = () => screen.findByRole('region', { name: 'Contest problems' });

describe('a contest’s problem list', () => {
  it('lists the problems in contest order with their balloon colours, links and counts', async () => {
    await loginAs('alice');
    const expected = await unwrap(
      api.GET('/api/get-contest-problem', { params: { query: { cid: RUNNING } } }),
    );
    renderApp(`/contest/${RUNNING}/problems`);

    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(expected.length);
    const first = expected[0];
    if (!first?.color) throw new Error('the seed gives the first problem a balloon');
    const firstRow = rows[0] as HTMLElement;
    expect(within(firstRow).getByRole('img', { name: `Balloon colour ${first.color}` })).toHaveStyle({
      background: first.color,
    });
    expect(within(firstRow).getByRole('link', { name: first.displayId })).toHaveAttribute(
      'href',
      `/contest/${RUNNING}/problem/${first.displayId}`,
    );
    expect(within(firstRow).getByRole('cell', { name: `${first.ac} / ${first.total}` })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: /春季个人赛 第 1 场 · Problems/ }),
    ).toBeInTheDocument();
  });

  it('asks for the contest once, sharing the entry the contest menu reads', async () => {
    await loginAs('alice');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/get-contest-info') asked.push(url.search);
    });
    try {
      renderApp(`/contest/${RUNNING}/problems`);
      await within(await table()).findAllByRole('row');
      expect(
        await screen.findByRole('heading', { level: 1, name: /春季个人赛 第 1 场 · Problems/ }),
      ).toBeInTheDocument();
      await screen.findByRole('region', { name: 'Contest status' });
      expect(asked).toEqual([`?cid=${RUNNING}`]);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('names a problem without a usable colour as having none, rather than drawing what it was given', async () => {
    await loginAs('alice');
    server.use(
      http.get('*/api/get-contest-problem', () =>
        HttpResponse.json({
          status: 200,
          msg: 'success',
          data: [
            {
              id: 1,
              displayId: 'A',
              cid: RUNNING,
              pid: 1006,
              displayTitle: 'Red',
              color: 'red;x:y',
              ac: 0,
              total: 0,
            },
          ],
        }),
      ),
    );
    renderApp(`/contest/${RUNNING}/problems`);
    expect(await within(await table()).findByRole('img', { name: 'No balloon colour' })).toBeInTheDocument();
  });

  it('tells a failed list apart from an empty one, and retries', async () => {
    await loginAs('alice');
    let fail = true;
    server.use(
      http.get('*/api/get-contest-problem', () =>
        fail
          ? HttpResponse.json({ status: 500, msg: 'boom', data: null })
          : HttpResponse.json({ status: 200, msg: 'success', data: [] }),
      ),
    );
    const { user } = renderApp(`/contest/${RUNNING}/problems`);
    expect(await screen.findByText('The contest problems could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    await waitFor(() => expect(screen.getByText('This contest has no problems yet')).toBeInTheDocument());
  });

  it('keeps the list when a re-read fails, with a quiet notice a retry clears', async () => {
    await loginAs('alice');
    const { queryClient, user } = renderApp(`/contest/${RUNNING}/problems`);
    const rows = () =>
      within(screen.getByRole('region', { name: 'Contest problems' }))
        .getAllByRole('row')
        .map((row) => row.textContent);
    await within(await table()).findAllByRole('row');
    const shown = rows();
    const reads = failingReads(server, ['/api/get-contest-problem']);
    await act(() => queryClient.refetchQueries());

    const notice = await screen.findByText(REFRESH_FAILED);
    expect(screen.queryByText('The contest problems could not be loaded')).not.toBeInTheDocument();
    expect(rows()).toEqual(shown);
    reads.heal();
    await user.click(within(notice.parentElement as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(REFRESH_FAILED)).not.toBeInTheDocument());
    expect(rows()).toEqual(shown);
  });
});
