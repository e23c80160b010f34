import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, unwrap } from '@hoj/core/http/client';
import { session } from '@hoj/core/session/session';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { comments } from '@hoj/mocks/store/schema/comments';
import { discussions } from '@hoj/mocks/store/schema/discussions';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { REFRESH_FAILED, failingReads } from '@portal/test/failingReads';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

async function loginAs(username: string): Promise<void> {
  const password = demoAccounts.find((a) => a.username === username)?.password ?? '';
  const user = await unwrap(api.POST('/api/login', { body: { username, password } }));
  act(() => session.setUser(user));
}

const didOf = (prefix: string) => discussions.find((d) => d.title.startsWith(prefix))?.id ?? 0;

async function openDiscussion(prefix: string) {
  const view = renderApp(`/discussion-detail/${didOf(prefix)}`);
  const area = await screen.findByRole('region', { name: /^Comments/ });
  await within(area).findAllByRole('listitem', { name: /^Comment by/ });
  return { ...view, area };
}

beforeEach(() => resetPortal());

describe('discussion detail with its comments', () => {
  it('shows the post with author badge, category, counts and rendered markdown', async () => {
    renderApp(`/discussion-detail/${didOf('讨论区规则')}`);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('讨论区规则（发帖前必读）');
    expect(within(article).getByText('Administrator')).toBeInTheDocument();
    expect(within(article).getByText('站务')).toBeInTheDocument();
    expect(article.querySelector('.hoj-markdown strong')).toHaveTextContent('比赛进行中');
    expect(within(article).getByRole('button', { name: 'Like · 3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('collapses more than three replies and toggles show all / pick up', async () => {
    const { area, user } = await openDiscussion('Help: TLE');
    const comment = within(area).getByRole('listitem', { name: 'Comment by alice' });
    expect(within(comment).getAllByRole('listitem', { name: /^Reply by/ })).toHaveLength(3);
    expect(within(comment).getByText('4 replies in all')).toBeInTheDocument();

    await user.click(within(comment).getByRole('button', { name: 'Show all' }));
    await waitFor(() =>
      expect(within(comment).getAllByRole('listitem', { name: /^Reply by/ })).toHaveLength(4),
    );
    await user.click(within(comment).getByRole('button', { name: 'Pick up' }));
    expect(within(comment).getAllByRole('listitem', { name: /^Reply by/ })).toHaveLength(3);
  });

  it('likes and unlikes a comment, moving the count by one each time', async () => {
    await loginAs('admin');
    const { area, user } = await openDiscussion('Help: TLE');
    const comment = within(area).getByRole('listitem', { name: 'Comment by alice' });
    const like = within(comment).getByRole('button', { name: 'Like (2)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    expect(within(comment).getByRole('button', { name: 'Like (3)' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(comments.find((c) => c.fromName === 'alice' && c.likeNum === 3)).toBeDefined(),
    );

    await user.click(within(comment).getByRole('button', { name: 'Like (3)' }));
    expect(within(comment).getByRole('button', { name: 'Like (2)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks a visitor to log in before commenting or liking', async () => {
    const { area, user } = await openDiscussion('Help: TLE');
    await user.type(within(area).getByLabelText('Write a comment'), 'hello');
    await user.click(within(area).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(within(area).getByLabelText('Write a comment')).toHaveValue('hello');
  });

  it('refuses blank, too long and tagged comments, keeping the text', async () => {
    await loginAs('alice');
    const { area, user } = await openDiscussion('Help: TLE');
    const box = within(area).getByLabelText('Write a comment');
    const post = within(area).getByRole('button', { name: 'Post comment' });

    await user.type(box, '   ');
    await user.click(post);
    expect(within(area).getByRole('alert')).toHaveTextContent('Content cannot be empty');

    fireEvent.change(box, { target: { value: 'x'.repeat(10001) } });
    expect(within(area).getByText('10001 / 10000')).toBeInTheDocument();
    await user.click(post);
    expect(within(area).getByRole('alert')).toHaveTextContent('Content cannot exceed 10000 characters');

    fireEvent.change(box, { target: { value: 'see <b>this</b>' } });
    await user.click(post);
    expect(within(area).getByRole('alert')).toHaveTextContent('Comments cannot contain HTML tags');
    expect(box).toHaveValue('see <b>this</b>');
    expect(comments.some((c) => c.content.includes('<b>'))).toBe(false);
  });

  it('posts a comment and a reply, then deletes the comment after confirming', async () => {
    await loginAs('alice');
    const { area, user } = await openDiscussion('How do I read input');
    expect(within(area).getByText('1 comment')).toBeInTheDocument();
    await user.type(within(area).getByLabelText('Write a comment'), 'Try `sys.stdin.read()`');
    await user.click(within(area).getByRole('button', { name: 'Post comment' }));
    await within(area).findByText('sys.stdin.read()');
    expect(within(area).getByLabelText('Write a comment')).toHaveValue('');
    expect(within(area).getByText('2 comments')).toBeInTheDocument();
    const item = within(area)
      .getAllByRole('listitem', { name: 'Comment by alice' })
      .find((comment) => comment.textContent?.includes('sys.stdin.read()')) as HTMLElement;

    await user.click(within(item).getByRole('button', { name: 'Reply alice' }));
    await user.type(within(item).getByLabelText('Reply to alice'), 'and strip it');
    await user.click(within(item).getByRole('button', { name: 'Post reply' }));
    expect(await within(item).findByRole('listitem', { name: 'Reply by alice' })).toHaveTextContent(
      'and strip it',
    );

    await user.click(within(item).getByRole('button', { name: 'Delete Comment by alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(item).not.toBeInTheDocument());
    expect(comments.some((c) => c.content.includes('sys.stdin.read()'))).toBe(false);
  });

  it('offers Delete on own comments only to a user, on every comment to an admin', async () => {
    await loginAs('bob');
    const first = await openDiscussion('Help: TLE');
    const deletes = () => within(first.area).queryAllByRole('button', { name: /^Delete / });
    // Of the newest three replies shown, one is bob's; nothing else there is his.
    expect(deletes().map((b) => b.textContent)).toEqual(['Delete Reply by bob']);
    first.unmount();

    await loginAs('admin');
    const second = await openDiscussion('Help: TLE');
    expect(within(second.area).getAllByRole('button', { name: /^Delete Comment by/ })).toHaveLength(2);
  });
});

describe('discussion detail whose re-read fails', () => {
  it('keeps the post and its comments with a quiet notice each, gone after a retry', async () => {
    const { area, queryClient, user } = await openDiscussion('Help: TLE');
    const article = screen.getByRole('article');
    const post = article.textContent;
    const shown = within(area).getAllByRole('list')[0]?.textContent;
    // The site's switches (which open the discussion pages) fail to re-read as well.
    const reads = failingReads(server, [
      '/api/get-discussion-detail',
      '/api/comments',
      '/api/get-website-config',
    ]);
    await act(() => queryClient.refetchQueries());

    await waitFor(() => expect(screen.getAllByText(REFRESH_FAILED)).toHaveLength(2));
    expect(screen.queryByText('The discussion could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByText('The comments could not be loaded')).not.toBeInTheDocument();
    expect(screen.getByRole('article').textContent).toBe(post);
    expect(within(area).getAllByRole('list')[0]?.textContent).toBe(shown);

    reads.heal();
    for (const notice of screen.getAllByText(REFRESH_FAILED))
      await user.click(within(notice.parentElement as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(REFRESH_FAILED)).not.toBeInTheDocument());
    // Read again: the same post, one view more.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Help: TLE on 1012');
    expect(within(area).getAllByRole('list')[0]?.textContent).toBe(shown);
  });
});
