import { screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { login } from '../../features/auth/api/authApi';
import { renderApp, resetPortal } from '../../test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

describe('route table', () => {
  it.each([
    ['/problem', 'Problems'],
    ['/training', 'Training'],
    ['/status', 'Status'],
    ['/acm-rank', 'ACM Rank'],
    ['/oi-rank', 'OI Rank'],
    ['/group', 'Group'],
    ['/introduction', 'Introduction'],
    ['/submission-detail/12', 'Submission details'],
  ])('%s is a page marked as not available yet in this preview', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This page is not available yet in this preview.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title} - `)));
  });

  it('hides the footer on a problem page', async () => {
    renderApp('/problem/1001');
    expect(await screen.findByRole('heading', { name: 'Problem details' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('sends a visitor of a login-only route home and asks for a login', async () => {
    const { router } = renderApp('/setting');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByText('Please login first')).toBeInTheDocument();
  });

  it('lets a logged-in user into a login-only route', async () => {
    await login({ username: 'alice', password: 'alice123' });
    const { router } = renderApp('/message');
    await waitFor(() => expect(router.state.location.pathname).toBe('/message/discuss'));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });
});
