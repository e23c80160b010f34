import { render, screen } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { setLocale } from '@portal/i18n/locale';
import { THEME_STORAGE_KEY } from '@portal/shared/theme/themePreference';
import { initTheme } from '@portal/shared/theme/themeState';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    window.matchMedia = jest.fn(() => ({
      matches: false,
      addEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    initTheme();
  });

  it('is one named toggle button whose pressed state says whether the page is dark', async () => {
    const user = setupUser();
    setLocale('en-US');
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('is named in Chinese for zh-CN readers', () => {
    setLocale('zh-CN');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: '深色主题' })).toBeInTheDocument();
  });
});
