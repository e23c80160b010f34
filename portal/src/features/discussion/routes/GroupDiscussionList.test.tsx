import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { categories, discussions } from '@hoj/mocks/store/schema/discussions';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderWithProviders, resetPortal } from '@portal/test/renderApp';
import { DiscussionListPage } from './DiscussionListPage';

installMockServer();

beforeEach(() => resetPortal());

const groupPost = () => {
  const post = discussions.find((d) => d.gid !== null);
  if (!post || post.gid === null) throw new Error('no seeded group discussion');
  return { ...post, gid: post.gid };
};

/** The page where the group area puts it (the group area's routes belong to the app). */
function renderGroupBoard(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/group/:groupID/discussion', element: <DiscussionListPage /> },
      { path: '/group/:groupID/discussion/:problemID', element: <DiscussionListPage /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const view = renderWithProviders(<RouterProvider router={router} />, client);
  return { ...view, router, user: setupUser() };
}

describe("a group's discussion board", () => {
  it("lists the group's posts, linked inside the group, without the public board's filters", async () => {
    await loginAs('alice');
    const post = groupPost();
    renderGroupBoard(`/group/${post.gid}/discussion`);
    const list = await screen.findByRole('list', { name: 'Discussions' });
    expect(within(list).getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/group/${post.gid}/discussion-detail/${post.id}`,
    );
    expect(screen.queryByRole('navigation', { name: 'Discussion categories' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Keyword')).not.toBeInTheDocument();
  });

  it('posts into the group', async () => {
    await loginAs('alice');
    const { gid } = groupPost();
    const { user } = renderGroupBoard(`/group/${gid}/discussion`);
    await screen.findByRole('list', { name: 'Discussions' });
    await user.click(screen.getByRole('button', { name: 'Post a discussion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create discussion' });
    await user.type(within(dialog).getByLabelText('Discussion title'), '周测第 3 题的数据范围');
    await user.type(within(dialog).getByLabelText('Discussion description'), 'n 最大是多少？');
    const help = categories.find((c) => c.name === '求助');
    await user.selectOptions(within(dialog).getByLabelText('Discussion category'), String(help?.id));
    await user.type(within(dialog).getByLabelText('Discussion content'), '题面没写 n 的上界。');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(discussions.find((d) => d.title === '周测第 3 题的数据范围')).toMatchObject({
      gid,
      author: 'alice',
    });
    expect(await screen.findByRole('link', { name: '周测第 3 题的数据范围' })).toBeInTheDocument();
  });
});
