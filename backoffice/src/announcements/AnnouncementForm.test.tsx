import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { getAdminAnnouncementList } from '@generated/api/admin-announcement/admin-announcement';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { App } from '@backoffice/App';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { AnnouncementCreate } from './AnnouncementForm';

installMockServer();

beforeEach(() => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
});

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

const titles = async () =>
  (await getAdminAnnouncementList({ currentPage: 1, limit: 50 })).records.map((record) => record.title);

describe('announcement form', () => {
  // Through the whole app: the menu link is the layout's.
  it('refuses an empty body, keeps the title, and asks before a menu link throws the draft away', async () => {
    await loginAs('root');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = setupUser();
    window.history.replaceState(null, '', '/admin/announcements/create');
    render(<App />);

    const title = await screen.findByLabelText(/Title/);
    await user.type(title, 'Exam week');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(title).toHaveValue('Exam week');
    expect(await titles()).not.toContain('Exam week');

    await user.click(screen.getByRole('menuitem', { name: /Users/ }));
    expect(confirm).toHaveBeenCalledWith(
      "Some of your changes weren't saved. Are you sure you want to ignore them?",
    );
    expect(window.location.pathname).toBe('/admin/announcements/create');
    expect(screen.getByLabelText(/Title/)).toHaveValue('Exam week');

    await user.type(screen.getByLabelText(/Content/), 'Rooms **A** and **B**');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await titles()).toContain('Exam week'));
  });

  it('refuses a title of only spaces, keeping what was typed', async () => {
    await loginAs('root');
    const user = setupUser();
    await renderScreen(<AnnouncementCreate />, { path: '/announcements/create', resource: 'announcements' });

    const title = await screen.findByLabelText(/Title/);
    await user.type(title, '    ');
    await user.type(screen.getByLabelText(/Content/), 'Rooms **A** and **B**');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(title).toHaveValue('    ');
    expect(screen.getByLabelText(/Content/)).toHaveValue('Rooms **A** and **B**');
    expect((await titles()).filter((text) => text.trim() === '')).toEqual([]);
  });
});
