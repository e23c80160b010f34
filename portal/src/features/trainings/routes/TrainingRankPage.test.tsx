import { screen, waitFor, within } from '@testing-library/react';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

/** A public training of the seed (by root) that many users have solved problems of. */
const LOOPS = 2;

const rankRows = async () =>
  within(await screen.findByRole('region', { name: 'Training rank' }))
    .getAllByRole('row')
    .slice(1);
const usersShown = async () =>
  (await rankRows()).map((row) => within(row).getByRole('rowheader').querySelector('a')?.textContent);

describe('a training’s rank', () => {
  it('ranks users by problems solved, then run time, as the server orders them, with each problem’s result', async () => {
    await loginAs('alice');
    const rank = await unwrap(
      api.GET('/api/get-training-rank', { params: { query: { tid: LOOPS, currentPage: 1, limit: 30 } } }),
    );
    renderApp(`/training/${LOOPS}/rank`);
    await waitFor(async () => expect(await usersShown()).toEqual(rank.records.map((row) => row.username)));
    const acs = rank.records.map((row) => row.ac);
    expect(acs).toEqual([...acs].sort((a, b) => b - a));

    const first = rank.records[0];
    if (!first) throw new Error('the seed has users in this rank');
    const row = (await rankRows())[0] as HTMLElement;
    expect(
      within(row).getByRole('link', {
        name: `${first.ac} problems solved by ${first.username}: see the submissions`,
      }),
    ).toHaveAttribute('href', `/status?username=${first.username}&status=0`);
    const solved = Object.keys(first.submissionInfo);
    expect(within(row).getAllByText('Accepted')).toHaveLength(solved.length);
    // alice is not the training's admin: no real names.
    expect(screen.queryByRole('columnheader', { name: 'Real name' })).not.toBeInTheDocument();
    expect(screen.getByText('You').closest('tr')).toHaveTextContent('alice');
  });

  it('shows real names to the training’s admins (root wrote it), and searches users from the address', async () => {
    await loginAs('root');
    const { router, user } = renderApp(`/training/${LOOPS}/rank`);
    expect(await screen.findByRole('columnheader', { name: 'Real name' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), '华南师范{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('华南师范')}`),
    );
    const expected = await unwrap(
      api.GET('/api/get-training-rank', {
        params: { query: { tid: LOOPS, currentPage: 1, limit: 30, keyword: '华南师范' } },
      }),
    );
    expect(expected.records.length).toBeGreaterThan(0);
    await waitFor(async () =>
      expect(await usersShown()).toEqual(expected.records.map((row) => row.username)),
    );
    expect((await rankRows()).every((row) => row.textContent?.includes('华南师范大学'))).toBe(true);
  });
});
