import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { discussionLikes, discussionReports, discussions } from '@hoj/mocks/store/schema/discussions';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

const postOf = (title: string) => {
  const post = discussions.find((d) => d.title === title);
  if (!post) throw new Error(`no seeded discussion "${title}"`);
  return post;
};

async function openPost(title: string) {
  const view = renderApp(`/discussion-detail/${postOf(title).id}`);
  const article = await screen.findByRole('article');
  return { ...view, article };
}

describe('liking a post', () => {
  it('toggles, moves the count by one and is kept by the server', async () => {
    const user = await loginAs('alice');
    const ide = postOf('大家平时用什么 IDE 写题？');
    const first = await openPost(ide.title);
    await first.user.click(within(first.article).getByRole('button', { name: 'Like · 1' }));
    expect(within(first.article).getByRole('button', { name: 'Liked · 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(discussionLikes.has(`${ide.id}:${user.uid}`)).toBe(true));
    first.unmount();

    // Read again from the server: still liked by this reader.
    const second = await openPost(ide.title);
    const liked = within(second.article).getByRole('button', { name: 'Liked · 2' });
    await second.user.click(liked);
    expect(within(second.article).getByRole('button', { name: 'Like · 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(postOf(ide.title).likeNum).toBe(1));
  });
});

describe('reporting a post', () => {
  it('asks a visitor to log in first', async () => {
    const { article, user } = await openPost('大家平时用什么 IDE 写题？');
    await user.click(within(article).getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('needs a tag or a reason, then sends the tags wrapped in hashes and the reason', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/discussion-report', async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
    );
    await loginAs('alice');
    const ide = postOf('大家平时用什么 IDE 写题？');
    const { article, user } = await openPost(ide.title);
    await user.click(within(article).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report' });

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The report label and reason cannot be empty',
    );
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Plagiarism' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Spam ads' }));
    await user.type(within(dialog).getByLabelText('Reason'), 'Copied from a blog');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { reporter: 'alice', content: '#垃圾广告# #恶意抄袭# Copied from a blog', did: ide.id },
    ]);
    expect(discussionReports.filter((r) => r.did === ide.id && r.reporter === 'alice')).toHaveLength(1);
    expect(await screen.findByText('Report sent, thank you')).toBeInTheDocument();
  });
});

describe("the author's and the admins' actions", () => {
  it('let the author delete the post after confirming, back to the board', async () => {
    await loginAs('bob');
    const ak = postOf('今天第一次 AK 了入门赛！');
    const { article, user, router } = await openPost(ak.title);
    expect(within(article).queryByRole('button', { name: /^Pin / })).not.toBeInTheDocument();
    await user.click(await within(article).findByRole('button', { name: `Delete ${ak.title}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete discussion' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/discussion'));
    expect(discussions.has(ak.id)).toBe(false);
  });

  it("let an admin ban someone else's post", async () => {
    await loginAs('admin');
    const ide = postOf('大家平时用什么 IDE 写题？');
    const { article, user } = await openPost(ide.title);
    await user.selectOptions(within(article).getByLabelText(`Status of "${ide.title}"`), 'Banned');
    await waitFor(() => expect(postOf(ide.title).status).toBe(1));
    expect(within(article).getByLabelText(`Status of "${ide.title}"`)).toHaveValue('1');
  });
});
