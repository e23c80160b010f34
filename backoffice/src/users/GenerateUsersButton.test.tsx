import { screen, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { localDay } from '@backoffice/common/fileNames';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { UserList } from './UserList';

installMockServer();

/** The names the page saved files under (the `download` of the link it clicks). */
const saved: string[] = [];

beforeEach(() => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
  // jsdom has no object URLs and does not follow a download link.
  Object.defineProperty(URL, 'createObjectURL', {
    value: () => 'blob:http://localhost/1',
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  saved.length = 0;
  resetBrowserState();
});

describe('<GenerateUsersButton> download', () => {
  it('saves the account sheet as generated-users-<day>.xlsx, not under the server’s hex key', async () => {
    await loginAs('root');
    await renderScreen(<UserList />, { path: '/users', resource: 'users' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Generate users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate users' });
    await user.type(within(dialog).getByLabelText(/Prefix/), 'dl');
    await user.clear(within(dialog).getByLabelText(/Start number/));
    await user.type(within(dialog).getByLabelText(/Start number/), '1');
    await user.clear(within(dialog).getByLabelText(/End number/));
    await user.type(within(dialog).getByLabelText(/End number/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText(/^3 users were created/)).toBeInTheDocument();

    const before = localDay(new Date());
    await user.click(within(dialog).getByRole('button', { name: 'Download account sheet' }));
    const message = await screen.findByText(/^Downloaded /);
    const after = localDay(new Date());

    expect(saved).toHaveLength(1);
    expect([`generated-users-${before}.xlsx`, `generated-users-${after}.xlsx`]).toContain(saved[0]);
    expect(message).toHaveTextContent(`Downloaded ${saved[0] ?? 'nothing'}`);
  });
});
