import { render, screen } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { App } from '@backoffice/App';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';

installMockServer();

afterEach(resetBrowserState);

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours, as getComputedStyle reports them. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const channels = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    if (channels.length !== 3) throw new Error(`not an rgb colour: ${colour}`);
    const [r = 0, g = 0, b = 0] = channels.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

function openDashboard(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  window.history.replaceState(null, '', '/admin/');
  render(<App />);
}

describe('the skip link', () => {
  it('is the first Tab stop, off screen until focused, then on screen and readable', async () => {
    await loginAs('root');
    openDashboard(['en-US', 'en']);
    await screen.findByRole('heading', { name: /Welcome/ });
    const user = setupUser();

    const link = screen.getByRole('button', { name: 'Skip to content' });
    expect(parseFloat(getComputedStyle(link).top)).toBeLessThan(0);

    await user.tab();
    expect(link).toHaveFocus();
    const style = getComputedStyle(link);
    expect(parseFloat(style.top)).toBeGreaterThanOrEqual(0);
    // Text on its own background must be readable (WCAG AA for large text and controls: 3:1 at least).
    expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(3);
  });

  it('reads 跳到正文 in zh-CN', async () => {
    await loginAs('root');
    openDashboard(['zh-CN', 'zh']);
    await screen.findByRole('heading', { name: /欢迎/ });
    expect(screen.getByRole('button', { name: '跳到正文' })).toBeInTheDocument();
  });
});
