import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import '@portal/i18n/pages/problemDetails';
import { problemRouteOf } from '@portal/features/problems/model/problemRoute';
import { REFRESH_FAILED, failingReads } from '@portal/test/failingReads';
import { loginAs } from '@portal/test/loginAs';
import { renderWithProviders, resetPortal } from '@portal/test/renderApp';
import { ProblemNavigation } from './ProblemNavigation';

const server = installMockServer();

beforeEach(() => resetPortal());

/** The seed's running public contest. */
const RUNNING = 2;

describe('the contest problem navigation', () => {
  it('keeps its list when a re-read fails, with a quiet notice a retry clears', async () => {
    await loginAs('alice');
    const route = problemRouteOf(
      { contestID: String(RUNNING), problemID: 'A' },
      `/contest/${RUNNING}/problem/A`,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(
      <MemoryRouter>
        <ProblemNavigation route={route} />
      </MemoryRouter>,
      client,
    );
    const nav = await screen.findByRole('navigation', { name: 'Problems of this contest' });
    const links = (await within(nav).findAllByRole('link')).map((link) => link.textContent);
    const reads = failingReads(server, ['/api/get-full-screen-problem-list']);
    await act(() => client.refetchQueries());

    expect(await within(nav).findByText(REFRESH_FAILED)).toBeInTheDocument();
    expect(within(nav).queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links);

    reads.heal();
    await act(() => client.refetchQueries());
    await waitFor(() => expect(within(nav).queryByText(REFRESH_FAILED)).not.toBeInTheDocument());
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links);
  });
});
