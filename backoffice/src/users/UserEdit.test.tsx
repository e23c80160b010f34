import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { http, HttpResponse } from 'msw';
import { login } from '@generated/api/account/account';
import { getAdminUserList } from '@generated/api/admin-user/admin-user';
import type { UserRolesVO } from '@generated/model/index';
import { roleKeyById, roleTable } from '@hoj/core/domain/roles';
import { coreMessages } from '@hoj/core/i18n/messages';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, passwordOf, resetBrowserState } from '@backoffice/test/loginAs';
import { renderBackOffice } from '@backoffice/test/renderBackOffice';
import { renderScreen } from '@backoffice/test/renderScreen';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

const server = installMockServer();

afterEach(resetBrowserState);

/** Bob as the server holds him, read through the same admin list the back office uses. */
async function bobOnServer(): Promise<UserRolesVO> {
  const page = await getAdminUserList({ keyword: 'bob', currentPage: 1, limit: 10 });
  const bob = page.records.find((record) => record.username === 'bob');
  if (!bob) throw new Error('the seed has no bob');
  return bob;
}

/** Whether the portal login accepts bob with this password (the edit revokes tokens, not the account). */
async function bobCanLogIn(password: string): Promise<boolean> {
  return login({ username: 'bob', password }).then(
    () => true,
    () => false,
  );
}

const roleLabel = (id: number) => {
  const key = roleKeyById(id);
  if (!key) throw new Error(`no role ${id}`);
  const label = coreMessages['en-US'][roleTable[key].labelKey];
  if (!label) throw new Error(`no English label for role ${id}`);
  return label;
};

/** The edit page of one account, in English; the user list is where it returns to. */
const openEdit = (uid: string, from?: string) =>
  renderScreen(<UserEdit />, {
    path: `/users/${uid}`,
    from,
    route: '/users/:id',
    resource: 'users',
    routes: { '/users': <UserList /> },
  });

/** Root opens bob's edit page in English and waits for his record to fill the form. */
async function openBobsPage() {
  await loginAs('root');
  const bob = await bobOnServer();
  await openEdit(bob.uid);
  expect(await screen.findByLabelText(/^Username/)).toHaveValue('bob');
  return { bob, user: setupUser() };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('<UserEdit> as root', () => {
  it("shows bob's data, and saves a new role and status that the server then holds", async () => {
    const { bob, user } = await openBobsPage();

    expect(screen.getByText('Edit user bob')).toBeInTheDocument();
    expect(screen.getByLabelText('Real name')).toHaveValue(bob.realname);
    expect(screen.getByLabelText('Email')).toHaveValue(bob.email);
    expect(screen.getByRole('combobox', { name: /^Role/ })).toHaveTextContent(roleLabel(1002));
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Normal');
    expect(screen.getByRole('switch', { name: 'Reset password' })).not.toBeChecked();
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    const roles = within(await screen.findByRole('listbox')).getAllByRole('option');
    const codes = Array.from({ length: 9 }, (_, index) => 1000 + index);
    expect(roles.map((option) => option.textContent)).toEqual(codes.map(roleLabel));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: roleLabel(1005) }));

    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    const statuses = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(statuses.map((option) => option.textContent)).toEqual(['Normal', 'Banned']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Banned' }));

    await user.click(saveButton());

    expect(await screen.findByText('User bob updated')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/users'));
    const saved = await bobOnServer();
    expect(saved.roles.map((role) => [role.id, role.role])).toEqual([[1005, 'mute_user']]);
    expect(saved.status).toBe(1);
    expect([saved.username, saved.realname, saved.email]).toEqual([bob.username, bob.realname, bob.email]);
  });

  it('refuses to take the role from, or ban, the only super admin (root editing themself)', async () => {
    await loginAs('root');
    const page = await getAdminUserList({ keyword: 'root', currentPage: 1, limit: 10 });
    const root = page.records.find((record) => record.username === 'root');
    if (!root) throw new Error('the seed has no root');
    await openEdit(root.uid);
    expect(await screen.findByLabelText(/^Username/)).toHaveValue('root');
    const user = setupUser();

    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: roleLabel(1001) }),
    );
    await user.click(saveButton());
    expect(
      await screen.findByText(
        'This is the only super admin who can sign in: give the super admin role to another account first',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: roleLabel(1000) }),
    );
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Banned' }));
    await user.click(saveButton());
    expect(
      await screen.findByText('This is the only super admin who can sign in and cannot be banned'),
    ).toBeInTheDocument();

    expect(window.location.pathname).toBe(`/admin/users/${root.uid}`);
    const saved = (await getAdminUserList({ keyword: 'root', currentPage: 1, limit: 10 })).records.find(
      (record) => record.uid === root.uid,
    );
    expect(saved).toMatchObject({ status: 0, roles: [expect.objectContaining({ role: 'root' })] });
  });

  it('keeps a bad e-mail in the field with its message and sends nothing', async () => {
    const { bob, user } = await openBobsPage();
    const email = screen.getByLabelText('Email');

    await user.clear(email);
    await user.type(email, 'bob@');
    await user.click(saveButton());

    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(email).toHaveValue('bob@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.pathname).toBe(`/admin/users/${bob.uid}`);
    expect((await bobOnServer()).email).toBe(bob.email);
  });

  it('asks for a new password of 6 to 20 characters only while "Reset password" is on, keeping what was typed', async () => {
    const { bob, user } = await openBobsPage();

    await user.click(screen.getByRole('switch', { name: 'Reset password' }));
    const password = await screen.findByLabelText(/^New password/);
    await user.click(saveButton());
    expect(await screen.findByText('Required')).toBeInTheDocument();

    for (const typed of ['12345', 'a'.repeat(21)]) {
      await user.clear(password);
      await user.type(password, typed);
      await user.click(saveButton());
      expect(await screen.findByText('The password must be 6 to 20 characters long')).toBeInTheDocument();
      expect(password).toHaveValue(typed);
      expect(password).toHaveAttribute('aria-invalid', 'true');
    }

    await user.clear(password);
    await user.type(password, '        ');
    await user.click(saveButton());
    expect(await screen.findByText('The password may not be only spaces')).toBeInTheDocument();
    expect(password).toHaveValue('        ');

    // HOJ's edit-user stores the password untrimmed and its login trims: this one could never sign in.
    await user.clear(password);
    await user.type(password, ' secret1');
    await user.click(saveButton());
    expect(
      await screen.findByText('The password may not start or end with a space (signing in drops them)'),
    ).toBeInTheDocument();

    expect(window.location.pathname).toBe(`/admin/users/${bob.uid}`);
    expect(await bobCanLogIn(passwordOf('bob'))).toBe(true);
  });

  it("resets bob's password to the one typed, after which only the new one logs him in", async () => {
    const { user } = await openBobsPage();

    await user.click(screen.getByRole('switch', { name: 'Reset password' }));
    await user.type(await screen.findByLabelText(/^New password/), 'fresh-pass-42');
    await user.click(saveButton());

    expect(await screen.findByText('User bob updated')).toBeInTheDocument();
    expect(await bobCanLogIn('fresh-pass-42')).toBe(true);
    expect(await bobCanLogIn(passwordOf('bob'))).toBe(false);
  });

  it('drops a typed password once "Reset password" is switched off again', async () => {
    const { user } = await openBobsPage();

    const reset = screen.getByRole('switch', { name: 'Reset password' });
    await user.click(reset);
    await user.type(await screen.findByLabelText(/^New password/), 'fresh-pass-42');
    await user.click(reset);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Real name'));
    await user.type(screen.getByLabelText('Real name'), 'Bob Bao');
    await user.click(saveButton());

    expect(await screen.findByText('User bob updated')).toBeInTheDocument();
    expect((await bobOnServer()).realname).toBe('Bob Bao');
    expect(await bobCanLogIn(passwordOf('bob'))).toBe(true);
    expect(await bobCanLogIn('fresh-pass-42')).toBe(false);
  });

  it("shows the server's refusal of a taken username and stays on the form with the typed name", async () => {
    const { bob, user } = await openBobsPage();
    const username = screen.getByLabelText(/^Username/);
    // react-admin logs every failed data provider call outside production; here the failure is the point.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await user.clear(username);
    await user.type(username, 'alice');
    await user.click(saveButton());

    // The server's words, in English for this en-US reader.
    const refusal = 'That username is taken. Choose another one.';
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(logged.mock.calls).toEqual([[expect.objectContaining({ message: refusal, status: 400 })]]);
    logged.mockRestore();
    expect(username).toHaveValue('alice');
    expect(window.location.pathname).toBe(`/admin/users/${bob.uid}`);
    expect((await bobOnServer()).uid).toBe(bob.uid);
  });

  it('keeps the edits and says why when the server refuses the save with 403 (no logout, no redirect)', async () => {
    const { bob, user } = await openBobsPage();
    // The account lost its rights in the meantime (another admin changed its role): the server answers 403.
    server.use(
      http.put('*/api/admin/user/edit-user', () =>
        HttpResponse.json({ status: 403, msg: '对不起，您无权限操作！', data: null }, { status: 403 }),
      ),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const realName = screen.getByLabelText('Real name');
    await user.clear(realName);
    await user.type(realName, 'Robert Typed');
    await user.click(saveButton());

    expect(await screen.findByText('Sorry, you are not allowed to do this.')).toBeInTheDocument();
    logged.mockRestore();
    expect(screen.getByLabelText('Real name')).toHaveValue('Robert Typed');
    expect(window.location.pathname).toBe(`/admin/users/${bob.uid}`);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect((await bobOnServer()).realname).toBe(bob.realname);
  });

  it("asks before the browser's Back button drops unsaved edits: staying keeps them, leaving goes back once", async () => {
    await loginAs('root');
    const bob = await bobOnServer();
    // Root came to bob's page from the user list.
    await openEdit(bob.uid, '/users');
    const realName = await screen.findByLabelText('Real name');
    await waitFor(() => expect(realName).toHaveValue(bob.realname));
    const user = setupUser();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user.clear(realName);
    await user.type(realName, 'Robert Typed');

    window.history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith(
      "Some of your changes weren't saved. Are you sure you want to ignore them?",
    );
    expect(window.location.pathname).toBe(`/admin/users/${bob.uid}`);
    expect(screen.getByLabelText('Real name')).toHaveValue('Robert Typed');

    // Asked again on the next Back (staying put the guard back), and this time the user leaves.
    confirm.mockReturnValue(true);
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/users'));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Real name')).not.toBeInTheDocument();
    confirm.mockRestore();
  });

  it('asks before a language switch or a logout drops unsaved edits, and keeps them when told to stay', async () => {
    // The language menu and the logout are the app bar's: this one goes through the whole app.
    await loginAs('root');
    const bob = await bobOnServer();
    renderBackOffice(`/users/${bob.uid}`);
    expect(await screen.findByLabelText(/^Username/)).toHaveValue('bob');
    const user = setupUser();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const realName = screen.getByLabelText('Real name');
    await user.clear(realName);
    await user.type(realName, 'Robert Typed');

    await user.click(screen.getByRole('button', { name: /^Change language/ }));
    await user.click(await screen.findByRole('menuitem', { name: '简体中文' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Real name')).toHaveValue('Robert Typed');
    expect(document.documentElement.lang).toBe('en-US');

    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Real name')).toHaveValue('Robert Typed');
    expect(window.location.pathname).toMatch(/^\/admin\/users\//);
  });
});
