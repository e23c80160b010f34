import { screen, waitFor, within } from '@testing-library/react';
import { categories, discussions } from '@hoj/mocks/store/schema/discussions';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

const helpId = () => String(categories.find((c) => c.name === '求助')?.id);

async function openEditor(user: ReturnType<typeof renderApp>['user'], button: string) {
  await screen.findByRole('list', { name: 'Discussions' });
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: 'Create discussion' });
}

describe('a new post', () => {
  it('keeps the draft when closed and after a reload, then posts it with the problem id in front', async () => {
    await loginAs('alice');
    const first = renderApp('/discussion/P1001');
    let dialog = await openEditor(first.user, 'Post about P1001');
    expect(within(dialog).getByText('The title will be posted with the problem id [P1001] in front.'));
    await first.user.type(within(dialog).getByLabelText('Discussion title'), 'int overflows on the big case');
    await first.user.type(within(dialog).getByLabelText('Discussion description'), 'Use long long');
    await first.user.selectOptions(within(dialog).getByLabelText('Discussion category'), helpId());
    await first.user.type(within(dialog).getByLabelText('Discussion content'), 'Sum can reach 2e9.');
    await first.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openEditor(first.user, 'Post about P1001');
    expect(within(dialog).getByLabelText('Discussion title')).toHaveValue('int overflows on the big case');
    first.unmount();

    // A reload: the page and the dialog are built afresh from what the browser kept.
    const second = renderApp('/discussion/P1001');
    dialog = await openEditor(second.user, 'Post about P1001');
    expect(within(dialog).getByLabelText('Discussion title')).toHaveValue('int overflows on the big case');
    expect(within(dialog).getByLabelText('Discussion description')).toHaveValue('Use long long');
    expect(within(dialog).getByLabelText('Discussion category')).toHaveValue(helpId());
    expect(within(dialog).getByLabelText('Discussion content')).toHaveValue('Sum can reach 2e9.');

    await second.user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = discussions.find((d) => d.title === '[P1001] int overflows on the big case');
    expect(posted).toMatchObject({ pid: 'P1001', description: 'Use long long', author: 'alice', gid: null });
    expect(
      await screen.findByRole('link', { name: '[P1001] int overflows on the big case' }),
    ).toBeInTheDocument();

    // Sent: the draft is gone.
    dialog = await openEditor(second.user, 'Post about P1001');
    expect(within(dialog).getByLabelText('Discussion title')).toHaveValue('');
  });
});
