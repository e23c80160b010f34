import { act, screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { REFRESH_FAILED, failingReads } from '@portal/test/failingReads';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

describe("a group's rank and members", () => {
  it('ranks the members, keeping the rule and the search in the address', async () => {
    await loginAs('alice');
    const { router, user } = renderApp('/group/1/rank');
    const table = await screen.findByRole('region', { name: 'Group rank' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: 'OI' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=1'));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz-nobody{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?type=1&searchUser=zzz-nobody'));
    expect(await screen.findByText('No user matches the search')).toBeInTheDocument();
  });

  it('keeps a list it read when a re-read fails, with a retry', async () => {
    await loginAs('alice');
    const { queryClient } = renderApp('/group/1/member');
    const members = await screen.findByRole('region', { name: 'Member list' });
    await waitFor(() => expect(within(members).getAllByRole('row').length).toBeGreaterThan(1));
    const rows = within(members).getAllByRole('row').length;
    failingReads(server, ['/api/group/get-member-list']);
    await act(() => queryClient.refetchQueries({ queryKey: ['group', 1, 'members'] }));
    expect(await screen.findByText(REFRESH_FAILED)).toBeInTheDocument();
    expect(within(members).getAllByRole('row')).toHaveLength(rows);
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
