import { render, screen } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { App } from '@backoffice/App';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';

installMockServer();

beforeEach(() => {
  Object.defineProperty(window.navigator, 'languages', { value: ['zh-CN', 'zh'], configurable: true });
});

afterEach(resetBrowserState);

describe('the app bar’s theme toggle', () => {
  it('is named in both languages, says whether dark is on, and stores the choice', async () => {
    await loginAs('root');
    window.history.replaceState(null, '', '/admin/');
    const user = setupUser();
    render(<App />);

    const toggle = await screen.findByRole('button', { name: '深色主题' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '深色主题' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('RaStoreHojAdmin.theme') ?? 'null')).toBe('dark');

    await user.click(screen.getByRole('button', { name: /切换语言/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });
});
