import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '@hoj/core/test/user';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderWithProviders, resetPortal } from '@portal/test/renderApp';
import { CreateGroupDialog } from './CreateGroupDialog';

installMockServer();

beforeEach(() => resetPortal());

/** The dialog alone, over the group list's address; a created group's page is a stand-in. */
function renderDialog() {
  const onClose = jest.fn();
  const router = createMemoryRouter(
    [
      { path: '/group', element: <CreateGroupDialog draft={null} onClose={onClose} /> },
      { path: '/group/:groupID', element: <h1>the new group</h1> },
    ],
    { initialEntries: ['/group'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<RouterProvider router={router} />, client);
  return { router, onClose, user: setupUser(), dialog: screen.getByRole('dialog') };
}

type User = UserEvent;

/** Puts a text into a field at once (a paste), as typing it key by key would. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillGroup(user: User, dialog: HTMLElement, name: string) {
  await fill(user, within(dialog).getByLabelText('Group name'), name);
  await fill(user, within(dialog).getByLabelText(/^Short name/), 'Circle');
  await fill(user, within(dialog).getByLabelText('Brief'), 'Shortest paths and flows');
  await fill(user, within(dialog).getByLabelText('Description (Markdown)'), 'We meet on Tuesdays.');
}

describe('creating a group', () => {
  it('checks every field as the server does and says why, in English', async () => {
    await loginAs('admin');
    const { user, dialog } = renderDialog();
    expect(dialog).toHaveAccessibleName('Create a group');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText('Group name')).toHaveAccessibleDescription(
      'The group name is required',
    );
    expect(within(dialog).getByLabelText(/^Short name/)).toHaveAccessibleDescription(
      'The group short name is required',
    );
    expect(within(dialog).getByLabelText('Brief')).toHaveAccessibleDescription('The group brief is required');
    expect(within(dialog).getByLabelText('Description (Markdown)')).toHaveAccessibleDescription(
      'The group description is required',
    );

    await fill(user, within(dialog).getByLabelText('Group name'), 'abcd');
    await user.tab();
    expect(within(dialog).getByLabelText('Group name')).toHaveAccessibleDescription(
      'The group name must have 5 to 25 characters',
    );
    await user.selectOptions(within(dialog).getByLabelText('Visibility'), 'Private');
    await fill(user, within(dialog).getByLabelText('Invitation code'), 'abc');
    await user.tab();
    expect(within(dialog).getByLabelText('Invitation code')).toHaveAccessibleDescription(
      'The invitation code must have exactly 6 characters',
    );
  });

  it('says why in Chinese for a Chinese reader', async () => {
    resetPortal('zh-CN');
    await loginAs('admin');
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(within(dialog).getByLabelText('团队名称')).toHaveAccessibleDescription('团队名称不能为空');
    await fill(user, within(dialog).getByLabelText('团队简介'), '简介');
    await user.tab();
    expect(within(dialog).getByLabelText('团队简介')).toHaveAccessibleDescription(
      '团队简介的长度应为 5 到 50 个字符',
    );
  });

  it("keeps what was typed when the server refuses, with the server's reason", async () => {
    // alice has solved fewer problems than the site asks of a group's owner.
    await loginAs('alice');
    const { user, dialog, onClose } = renderDialog();
    await fillGroup(user, dialog, 'Graph theory circle');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The server's reason (it names how many problems to solve first) is shown in the dialog.
    expect(await within(dialog).findByText(/20/)).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText('Group name')).toHaveValue('Graph theory circle');
    expect(within(dialog).getByLabelText('Description (Markdown)')).toHaveValue('We meet on Tuesdays.');

    // Closing hands what was typed back, for the next opening.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith(expect.objectContaining({ name: 'Graph theory circle' }));
  });

  it('creates the group and opens it', async () => {
    await loginAs('admin');
    const { user, dialog, router, onClose } = renderDialog();
    await fillGroup(user, dialog, 'Geometry workshop');
    await user.selectOptions(within(dialog).getByLabelText('Visibility'), 'Protected');
    await fill(user, within(dialog).getByLabelText('Invitation code'), 'GEO123');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'the new group' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/group\/\d+$/);
    expect(onClose).toHaveBeenCalledWith(null);
    expect(screen.getByText('Group created')).toBeInTheDocument();
  });

  it('refuses a picture of the wrong type before cropping it', async () => {
    await loginAs('admin');
    const { dialog } = renderDialog();
    // Picked through "all files", past the chooser's own filter.
    const upload = setupUser({ applyAccept: false });
    await upload.upload(
      within(dialog).getByLabelText('Choose a group picture'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(within(dialog).getByText(/^File type not supported/)).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
