import { screen, waitFor, within } from '@testing-library/react';
import { discussions } from '@hoj/mocks/store/schema/discussions';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

async function openEditor(user: ReturnType<typeof renderApp>['user'], button: string) {
  await screen.findByRole('list', { name: 'Discussions' });
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: 'Create discussion' });
}

describe('the create dialog', () => {
  it('says what is missing, in the words of the rules', async () => {
    await loginAs('alice');
    const { user } = renderApp('/discussion');
    const dialog = await openEditor(user, 'Post a discussion');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await within(dialog).findByText('Discussion Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Discussion Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Discussion Category is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Discussion Content is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Discussion title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews the content as readers will see it', async () => {
    await loginAs('alice');
    const { user } = renderApp('/discussion');
    const dialog = await openEditor(user, 'Post a discussion');
    await user.type(within(dialog).getByLabelText('Discussion content'), '**bold** text');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = within(dialog).getByRole('region', { name: 'Preview of Discussion content' });
    expect(await within(preview).findByText('bold')).toHaveProperty('tagName', 'STRONG');
    await user.click(within(dialog).getByRole('button', { name: 'Write' }));
    expect(within(dialog).getByLabelText('Discussion content')).toHaveValue('**bold** text');
  });
});

describe('the edit dialog', () => {
  it("opens with the author's post and saves the change", async () => {
    await loginAs('bob');
    const { user } = renderApp('/discussion');
    const list = await screen.findByRole('list', { name: 'Discussions' });
    await user.click(within(list).getByRole('button', { name: 'Edit 今天第一次 AK 了入门赛！' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit discussion' });
    const title = within(dialog).getByLabelText('Discussion title');
    expect(title).toHaveValue('今天第一次 AK 了入门赛！');
    await user.clear(title);
    await user.type(title, '今天第一次 AK 了入门赛！（附代码）');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(discussions.some((d) => d.title === '今天第一次 AK 了入门赛！（附代码）')).toBe(true);
    expect(
      await screen.findByRole('link', { name: '今天第一次 AK 了入门赛！（附代码）' }),
    ).toBeInTheDocument();
  });
});
