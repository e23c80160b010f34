import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { REFRESH_FAILED, failingReads } from '@portal/test/failingReads';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

const rows = async () =>
  within(await screen.findByRole('region', { name: 'Training list' }))
    .getAllByRole('row')
    .slice(1);
const titles = async () =>
  (await rows()).map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');

describe('the training list', () => {
  it('keeps its filters in the address and filters by category and visibility', async () => {
    const { router, user } = renderApp('/training');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training' })).toBeInTheDocument();
    expect(await rows()).toHaveLength(7);
    // A visitor has no progress to show.
    expect(screen.queryByRole('columnheader', { name: 'My progress' })).not.toBeInTheDocument();

    const categories = screen.getByRole('group', { name: 'Categories' });
    await user.click(await within(categories).findByRole('button', { name: '算法' }));
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=3'));
    await waitFor(async () =>
      expect(await titles()).toEqual(['Dynamic programming basics', 'Graph theory I', '搜索与回溯']),
    );
    expect(within(categories).getByRole('button', { name: '算法' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(categories).getByRole('button', { name: 'All' }));
    const visibility = screen.getByRole('group', { name: 'Visibility' });
    await user.click(within(visibility).getByRole('button', { name: 'Private' }));
    await waitFor(() => expect(router.state.location.search).toBe('?auth=Private'));
    await waitFor(async () => expect(await titles()).toEqual(['校队集训：字符串专题']));

    await user.type(screen.getByRole('searchbox', { name: 'Search trainings' }), 'Graph{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=Graph&auth=Private'));
    expect(await screen.findByText('No training matches')).toBeInTheDocument();
  });

  it('reads its filters from the address it is opened at', async () => {
    renderApp('/training?categoryId=2');
    await waitFor(async () =>
      expect(await titles()).toEqual(['Data structures I: stacks, queues and disjoint sets']),
    );
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(await within(categories).findByRole('button', { name: '数据结构' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a signed-in user their progress in each training, as the server counts it', async () => {
    await loginAs('alice');
    const expected = await unwrap(
      api.GET('/api/get-training-list', { params: { query: { currentPage: 1, limit: 15 } } }),
    );
    renderApp('/training');
    await screen.findByRole('columnheader', { name: 'My progress' });
    const bars = (await rows()).map((row) =>
      within(row).getByRole('progressbar', { name: 'Training progress' }),
    );
    expect(bars.map((bar) => bar.textContent)).toEqual(
      expected.records.map((training) => `${training.acCount} / ${training.problemCount}`),
    );
  });

  it('asks a visitor to log in before opening a training', async () => {
    const { router, user } = renderApp('/training');
    await user.click(await screen.findByRole('link', { name: 'Graph theory I' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByText('Please login first')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/training');
  });

  it('offers a retry when the list cannot be read', async () => {
    let fail = true;
    server.use(
      http.get('*/api/get-training-list', () =>
        fail ? HttpResponse.json({ status: 500, msg: 'boom', data: null }) : undefined,
      ),
    );
    const { user } = renderApp('/training');
    expect(await screen.findByText('The trainings could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await rows()).toHaveLength(7);
  });

  it('keeps the trainings it read when a re-read fails', async () => {
    const { queryClient } = renderApp('/training');
    const shown = await titles();
    expect(shown).toHaveLength(7);
    failingReads(server, ['/api/get-training-list']);
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText(REFRESH_FAILED)).toBeInTheDocument();
    expect(screen.queryByText('The trainings could not be loaded')).not.toBeInTheDocument();
    expect(await titles()).toEqual(shown);
  });
});
