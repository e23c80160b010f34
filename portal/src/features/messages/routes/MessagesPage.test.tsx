import { act, screen, waitFor, within } from '@testing-library/react';
import { api, unwrap } from '@hoj/core/http/client';
import { session } from '@hoj/core/session/session';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { sysNotices, userMsgs } from '@hoj/mocks/store/schema/messages';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { unreadQueryKey, type UnreadCounts } from '@portal/shared/session/unread';

installMockServer();

async function loginAs(username: string): Promise<string> {
  const password = demoAccounts.find((a) => a.username === username)?.password ?? '';
  const user = await unwrap(api.POST('/api/login', { body: { username, password } }));
  act(() => session.setUser(user));
  return user.uid;
}

beforeEach(() => resetPortal());

describe('message centre', () => {
  it('shows the boxes as tabs with their unread counts and moves between them with the arrow keys', async () => {
    await loginAs('alice');
    const { user, router } = renderApp('/message/discuss');
    const tabs = await screen.findByRole('tablist', { name: 'Message boxes' });
    const names = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.getAttribute('href'));
    expect(names).toEqual([
      '/message/discuss',
      '/message/reply',
      '/message/like',
      '/message/sys',
      '/message/mine',
    ]);
    const selected = within(tabs).getByRole('tab', { selected: true });
    expect(selected).toHaveAccessibleName(/^Comments/);
    expect(await screen.findByRole('tabpanel', { name: /^Comments/ })).toBeInTheDocument();
    expect(await within(tabs).findByRole('tab', { name: /^Likes\s*\d+ unread$/ })).toBeInTheDocument();

    selected.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/message/reply'));
    expect(within(tabs).getByRole('tab', { name: /^Replies/ })).toHaveFocus();
    await user.keyboard('{End}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/message/mine'));
  });

  it('marks the unread items, then lowers the unread count once the list was read', async () => {
    const uid = await loginAs('alice');
    const unreadBefore = userMsgs.filter((m) => m.recipientUid === uid && m.action === 'Reply' && !m.state);
    expect(unreadBefore.length).toBeGreaterThan(0);
    const { queryClient } = renderApp('/message/reply');

    const panel = await screen.findByRole('tabpanel', { name: /^Replies/ });
    await within(panel).findAllByRole('listitem');
    expect(within(panel).getAllByText('Unread')).toHaveLength(unreadBefore.length);
    const first = within(panel).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('replied to you')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^(Discussion|Contest): / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/(discussion-detail|contest)\//),
    );

    await waitFor(() => {
      const entries = queryClient.getQueriesData<UnreadCounts>({ queryKey: unreadQueryKey });
      expect(entries.some(([, counts]) => counts?.reply === 0)).toBe(true);
    });
    expect(userMsgs.filter((m) => m.recipientUid === uid && m.action === 'Reply' && !m.state)).toHaveLength(
      0,
    );
  });

  it('clears a whole box only after confirming, and the list empties', async () => {
    const uid = await loginAs('bob');
    const { user } = renderApp('/message/sys');
    const panel = await screen.findByRole('tabpanel', { name: /^System/ });
    await within(panel).findAllByRole('listitem');

    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    let dialog = await screen.findByRole('dialog', { name: 'Clear messages' });
    expect(dialog).toHaveTextContent('Delete every message in "System"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sysNotices.some((n) => n.recipientUid === uid && n.type === 'Sys')).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    dialog = await screen.findByRole('dialog', { name: 'Clear messages' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(panel).findByText('No messages')).toBeInTheDocument();
    expect(sysNotices.some((n) => n.recipientUid === uid && n.type === 'Sys')).toBe(false);
    expect(sysNotices.some((n) => n.recipientUid === uid && n.type === 'Mine')).toBe(true);
  });

  it('deletes one message after confirming', async () => {
    await loginAs('bob');
    const { user } = renderApp('/message/mine');
    const panel = await screen.findByRole('tabpanel', { name: /^Mine/ });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete message' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
  });

  it('previews comments and quotes as plain text, once, as a real server sends them', async () => {
    const uid = await loginAs('alice');
    const sender = userMsgs.find((m) => m.recipientUid === uid)?.senderUid ?? '';
    const base = { recipientUid: uid, senderUid: sender, sourceId: 1, sourceType: 'Discussion' as const };
    const at = new Date();
    // Stand-ins for what the server stores: a reply with Markdown and entities, quoting alice's comment.
    userMsgs.insert({
      ...base,
      id: userMsgs.nextId(),
      action: 'Reply',
      sourceContent: '**Use** `sys.stdin` &amp; <b>read</b> [the docs](https://docs.python.org)',
      quoteId: null,
      quoteType: null,
      url: '/discussion-detail/1',
      state: false,
      gmtCreate: at,
    });
    const { user } = renderApp('/message/reply');
    const panel = await screen.findByRole('tabpanel', { name: /^Replies/ });
    const preview = await within(panel).findByText('Use sys.stdin & read the docs');
    expect(preview.tagName).toBe('P');
    expect(within(panel).queryByText(/\*\*Use\*\*|&amp;|<b>/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Likes/ }));
    const likes = await screen.findByRole('tabpanel', { name: /^Likes/ });
    const [like] = await within(likes).findAllByRole('listitem');
    // A like carries no text: the item says who liked what, and nothing is quoted.
    expect(within(like as HTMLElement).queryByRole('blockquote')).not.toBeInTheDocument();
  });
});
