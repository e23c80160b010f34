import { screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { HOUR, clock } from '@hoj/mocks/store/clock';
import { siteConfig } from '@hoj/mocks/store/schema/site';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

/** The running public ACM contest of the seed, created by root, whose Q&A has a question of alice and of bob. */
const RUNNING = 2;
const ALICE_ASKS = 'T2 的输入里 n 可以为 0 吗？';
const ROOT_ANSWERS = '不会，保证';
const BOB_ASKS = 'Is the output case-sensitive for problem C?';

const area = () => screen.findByRole('region', { name: /^Comments/ });
const commentBy = (name: string) => screen.findByRole('listitem', { name: `Comment by ${name}` });

describe('the contest Q&A page', () => {
  it('shows its rules and, while the contest runs, a contestant only their own questions and the answers', async () => {
    await loginAs('alice');
    renderApp(`/contest/${RUNNING}/comment`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '春季个人赛 第 1 场 · Q&A' }),
    ).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Rules of the contest Q&A' });
    expect(rules).toHaveTextContent(
      'While the contest runs, you see only your own comments and those of the contest administrators.',
    );

    const own = await commentBy('alice');
    expect(own).toHaveTextContent(ALICE_ASKS);
    expect(own).toHaveTextContent(ROOT_ANSWERS);
    expect(within(await area()).queryByText(BOB_ASKS)).not.toBeInTheDocument();
    // Only what is one's own may be deleted in a contest's Q&A by a contestant.
    expect(within(own).getByRole('button', { name: 'Delete Comment by alice' })).toBeInTheDocument();
  });

  it('shows the contest admin every question, each with its delete button', async () => {
    await loginAs('root');
    renderApp(`/contest/${RUNNING}/comment`);
    const bob = await commentBy('bob');
    expect(bob).toHaveTextContent(BOB_ASKS);
    expect(within(bob).getByRole('button', { name: 'Delete Comment by bob' })).toBeInTheDocument();
    expect(within(bob).getByRole('button', { name: 'Reply bob' })).toBeInTheDocument();
    expect(await commentBy('alice')).toHaveTextContent(ALICE_ASKS);
  });

  it('shows every question once the contest has ended', async () => {
    clock.advance(5 * HOUR);
    try {
      await loginAs('alice');
      renderApp(`/contest/${RUNNING}/comment`);
      expect(await commentBy('bob')).toHaveTextContent(BOB_ASKS);
      const bob = await commentBy('bob');
      expect(within(bob).queryByRole('button', { name: 'Delete Comment by bob' })).not.toBeInTheDocument();
    } finally {
      clock.advance(-5 * HOUR);
    }
  });

  it('is closed while the site’s contest comments are switched off', async () => {
    siteConfig.openContestComment = false;
    await loginAs('alice');
    const { router } = renderApp(`/contest/${RUNNING}/comment`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('No access: this feature is switched off')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    resetPortal('zh-CN');
    await loginAs('alice');
    renderApp(`/contest/${RUNNING}/comment`);
    expect(await screen.findByRole('region', { name: '比赛评论区公告' })).toHaveTextContent(
      '比赛过程中，仅自己与比赛管理员的评论可见！',
    );
  });
});
