import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { REFRESH_FAILED, failingReads } from '@portal/test/failingReads';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Group list' })).getAllByRole('listitem');
const names = async () =>
  (await cards()).map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('the group list', () => {
  it('keeps its filters in the address and filters by visibility and keyword', async () => {
    const { router, user } = renderApp('/group');
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
    expect(await names()).toEqual([
      '算法竞赛集训队',
      'Python 编程兴趣小组',
      '2024 级计算机科学 1 班',
      'DS Study Group',
      'Codeforces Night Camp',
    ]);
    const first = (await cards())[0] as HTMLElement;
    expect(within(first).getByText('Protected')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'admin' })).toHaveAttribute(
      'href',
      '/user-home?username=admin',
    );

    const visibility = screen.getByRole('group', { name: 'Visibility' });
    await user.click(within(visibility).getByRole('button', { name: 'Private' }));
    await waitFor(() => expect(router.state.location.search).toBe('?auth=3'));
    await waitFor(async () =>
      expect(await names()).toEqual(['2024 级计算机科学 1 班', 'Codeforces Night Camp']),
    );
    expect(within(visibility).getByRole('button', { name: 'Private' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'night{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=night&auth=3'));
    await waitFor(async () => expect(await names()).toEqual(['Codeforces Night Camp']));

    // Back returns to the list before the search.
    act(() => void router.navigate(-1));
    await waitFor(async () => expect(await names()).toHaveLength(2));
  });

  it('reads its filters from the address, and shows a signed-in user their own groups', async () => {
    await loginAs('alice');
    const { router, user } = renderApp('/group?onlyMine=true&limit=9');
    await waitFor(async () =>
      expect(await names()).toEqual(['算法竞赛集训队', 'Python 编程兴趣小组', '2024 级计算机科学 1 班']),
    );
    expect(screen.getByRole('button', { name: 'My groups' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '30');
    await waitFor(() => expect(router.state.location.search).toBe('?onlyMine=true&limit=30'));
  });

  it('asks a visitor to log in before opening a group or listing their own', async () => {
    const { router, user } = renderApp('/group');
    await user.click(await screen.findByRole('link', { name: 'DS Study Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByText('Please login first')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/group');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'My groups' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('tells an account whose role may not create groups why the button is off', async () => {
    await loginAs('dave');
    renderApp('/group');
    const create = await screen.findByRole('button', { name: 'Create group' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('Your account may not create groups');
  });

  it('offers a retry when the list cannot be read', async () => {
    let fail = true;
    server.use(
      http.get('*/api/get-group-list', () =>
        fail ? HttpResponse.json({ status: 500, msg: 'boom', data: null }) : undefined,
      ),
    );
    const { user } = renderApp('/group');
    expect(await screen.findByText('The groups could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await cards()).toHaveLength(5);
  });

  it('keeps the groups it read when a re-read fails, with a retry', async () => {
    const { queryClient, user } = renderApp('/group');
    const shown = await names();
    const reads = failingReads(server, ['/api/get-group-list']);
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText(REFRESH_FAILED)).toBeInTheDocument();
    expect(screen.queryByText('The groups could not be loaded')).not.toBeInTheDocument();
    expect(await names()).toEqual(shown);
    reads.heal();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    await waitFor(() => expect(screen.queryByText(REFRESH_FAILED)).not.toBeInTheDocument());
  });
});
