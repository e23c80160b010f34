import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { siteConfig } from '@hoj/mocks/store/schema/site';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { login } from '@portal/features/auth';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { contestInfo, groupAuth, running } from '../access/accessHandlers.testing';

const server = installMockServer();

beforeEach(() => resetPortal());

// The contest and group pages below are open to alice: a running public contest, a group she is a member of.
const openAreas = () => server.use(contestInfo(running), groupAuth(3));

function websiteConfig(changes: Partial<typeof siteConfig>) {
  return http.get('*/api/get-website-config', () =>
    HttpResponse.json({ status: 200, msg: 'success', data: { ...siteConfig, ...changes } }),
  );
}

describe('route table', () => {
  it('/group shows the group list', async () => {
    renderApp('/group');
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Group list' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Groups - /));
  });

  it.each([
    ['/problem', 'Problems', 'Problem list'],
    ['/training', 'Training', 'Training list'],
    ['/acm-rank', 'ACM Rank', 'Rank table'],
    ['/oi-rank', 'OI Rank', 'Rank table'],
    ['/introduction', 'Introduction', 'Compilers and examples'],
  ])('%s shows its list', async (path, title, list) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: list })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title} - `)));
  });

  it.each([
    ['/status', 'Status', 'columnheader', 'Run ID'],
    ['/submission-detail/10001', 'Submission #10001', 'heading', 'Code'],
  ] as const)('%s shows the submissions feature', async (path, title, role, loaded) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole(role, { name: loaded })).toBeInTheDocument();
  });

  it('shows a problem page with the menu and without the footer', async () => {
    renderApp('/problem/P1001');
    expect(await screen.findByRole('heading', { level: 1, name: /A \+ B Problem/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Problem description', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows a full-screen problem page without the menu, its focus-mode toggle pressed', async () => {
    openAreas();
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/contest/2/problem/A/full-screen');
    expect(await screen.findByRole('button', { name: 'Focus mode', pressed: true })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('sends a visitor of a login-only route home and asks for a login', async () => {
    const { router } = renderApp('/setting');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByText('Please login first')).toBeInTheDocument();
  });

  it('goes on to the contest a visitor opened once they log in from the dialog it asked with', async () => {
    openAreas();
    const { router, user } = renderApp('/contest/7/rank?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    await user.type(within(dialog).getByLabelText('Password'), 'alice123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/7/rank'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('lets a logged-in user into a login-only route', async () => {
    await login({ username: 'alice', password: 'alice123' });
    const { router } = renderApp('/message');
    await waitFor(() => expect(router.state.location.pathname).toBe('/message/discuss'));
    // The message centre's own page (its texts are the message-centre area's), not a refusal.
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears user info left without a token when it sends a visitor to log in', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ uid: '1', username: 'ghost', roleList: [] }));
    const { router } = renderApp('/contest/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('keeps the contest rejudge page for the super admin: "No access" for other users, no login dialog', async () => {
    openAreas();
    await login({ username: 'admin', password: 'admin123' });
    const { router } = renderApp('/contest/7/rejudge');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/7'));
    expect(
      await screen.findByText('No access: only the super administrator may open this page'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the super admin into the contest rejudge page', async () => {
    await login({ username: 'root', password: 'root123' });
    renderApp('/contest/7/rejudge');
    expect(await screen.findByRole('heading', { level: 1, name: / · Contest rejudge$/ })).toBeInTheDocument();
  });

  it.each([
    ['/group/3/discussion', { openGroupDiscussion: false }],
    ['/group/3/discussion-detail/5', { openGroupDiscussion: false }],
    ['/contest/7/comment', { openContestComment: false }],
    ['/discussion/1001', { openPublicDiscussion: false }],
  ])('sends %s home with "No access" while its switch is off', async (path, switches) => {
    openAreas();
    server.use(websiteConfig(switches));
    await login({ username: 'alice', password: 'alice123' });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('No access: this feature is switched off')).toBeInTheDocument();
  });

  it('opens a feature route while its switch is on', async () => {
    openAreas();
    server.use(websiteConfig({ openGroupDiscussion: true }));
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/group/3/discussion');
    // Under the group's own h1, the board is a section of the group's page.
    expect(await screen.findByRole('heading', { level: 2, name: 'Discussions' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown page inside a contest', async () => {
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/contest/7/no-such-tab');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each(['/contest/2/problem/A', '/training/3/problem/P1001', '/group/3/training/4/problem/P1001'])(
    'shows the problem page %s without the footer',
    async (path) => {
      openAreas();
      await login({ username: 'alice', password: 'alice123' });
      renderApp(path);
      // The problem's title, or "Problem details" above the reason it could not be shown.
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );
});
