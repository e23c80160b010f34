import { act, screen, waitFor, within } from '@testing-library/react';
import { categories, discussions } from '@hoj/mocks/store/schema/discussions';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { REFRESH_FAILED, failingReads } from '@portal/test/failingReads';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

const list = () => screen.findByRole('list', { name: 'Discussions' });
const titles = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 2 }).textContent);
const itemOf = async (title: string) => {
  const found = within(await list())
    .getAllByRole('listitem')
    .find((item) => within(item).getByRole('heading', { level: 2 }).textContent?.endsWith(title));
  if (!found) throw new Error(`no discussion "${title}" in the list`);
  return found;
};
const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

/** The public board's visible posts as the server orders them: pinned, then newest. */
const publicPosts = () =>
  discussions
    .filter((d) => d.gid === null && d.status === 0)
    .sort(
      (a, b) =>
        Number(b.topPriority) - Number(a.topPriority) || b.gmtCreate.getTime() - a.gmtCreate.getTime(),
    );

describe('the discussion list', () => {
  it('shows the first page of posts, pinned first, with author, counts and category', async () => {
    renderApp('/discussion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discussions' })).toBeInTheDocument();
    expect(await titles()).toEqual(
      publicPosts()
        .slice(0, 10)
        .map((d) => (d.topPriority ? `Pinned${d.title}` : d.title)),
    );
    const rules = await itemOf('讨论区规则（发帖前必读）');
    expect(within(rules).getByText('Administrator')).toBeInTheDocument();
    expect(within(rules).getByRole('link', { name: '站务' })).toBeInTheDocument();
    const tle = await itemOf('Help: TLE on 1012 with an O(n^2) DP');
    expect(within(tle).getByRole('link', { name: 'Go to problem P1012' })).toHaveAttribute(
      'href',
      '/problem/P1012',
    );
    expect(within(tle).getByText('6 comments')).toBeInTheDocument();
    expect(screen.getByText(`All (${publicPosts().length})`)).toBeInTheDocument();
  });

  it('keeps category, keyword, only-mine and page in the address, back to page 1 on a change', async () => {
    await loginAs('alice');
    const { user, router } = renderApp('/discussion');
    await list();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(search(router)).toEqual({ currentPage: '2' }));

    const help = categories.find((c) => c.name === '求助');
    const categoryNav = screen.getByRole('navigation', { name: 'Discussion categories' });
    await user.click(within(categoryNav).getByRole('link', { name: '求助' }));
    await waitFor(() => expect(search(router)).toEqual({ cid: String(help?.id) }));
    const helpTitles = publicPosts()
      .filter((d) => d.categoryId === help?.id)
      .map((d) => d.title);
    await waitFor(async () => expect(await titles()).toEqual(helpTitles));
    expect(within(categoryNav).getByRole('link', { name: '求助' })).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByLabelText('Keyword'), 'python{Enter}');
    await waitFor(() => expect(search(router)).toEqual({ cid: String(help?.id), keyword: 'python' }));
    await waitFor(async () => expect(await titles()).toEqual(['How do I read input until EOF in Python?']));

    await user.click(within(categoryNav).getByRole('link', { name: 'All categories' }));
    await user.click(screen.getByRole('button', { name: 'Only mine' }));
    await waitFor(() => expect(search(router)).toEqual({ keyword: 'python', onlyMine: 'true' }));
    expect(await screen.findByText('No discussions yet')).toBeInTheDocument();
  });

  it("lists a problem's posts with the way back to the problem", async () => {
    const { user, router } = renderApp('/discussion/P1012');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discussions of P1012' }),
    ).toBeInTheDocument();
    expect(await titles()).toEqual(['Help: TLE on 1012 with an O(n^2) DP']);
    expect(screen.getByText('These discussions are about problem P1012.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All discussions' })).toHaveAttribute('href', '/discussion');
    await user.click(screen.getByRole('link', { name: 'Back to problem P1012' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/problem/P1012'));
  });

  it('asks a visitor to log in before writing', async () => {
    const { user } = renderApp('/discussion');
    await list();
    await user.click(screen.getByRole('button', { name: 'Post a discussion' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('keeps the posts it read when a later read fails, with a retry', async () => {
    const { queryClient, user } = renderApp('/discussion');
    const shown = await titles();
    const reads = failingReads(server, ['/api/get-discussion-list']);
    await act(() => queryClient.refetchQueries({ queryKey: ['discussion', 'list'] }));

    expect(await screen.findByText(REFRESH_FAILED)).toBeInTheDocument();
    expect(screen.queryByText('The discussions could not be loaded')).not.toBeInTheDocument();
    expect(await titles()).toEqual(shown);

    reads.heal();
    const notice = screen.getByText(REFRESH_FAILED).parentElement as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(REFRESH_FAILED)).not.toBeInTheDocument());
    expect(await titles()).toEqual(shown);
  });
});
