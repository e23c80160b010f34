import { act, screen, waitFor } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

describe('404 page', () => {
  it('shows the digits, "page not found", Go Home and Back for an unknown path', async () => {
    const { user, router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/home');

    // Nothing earlier in this tab's history: Back stays on the site and goes home.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('goes back to the previous page', async () => {
    const { user, router } = renderApp('/problem');
    await screen.findByRole('heading', { name: 'Problems' });
    await act(() => router.navigate('/missing'));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/problem'));
  });

  it('settles on 404 at once when reduced motion is asked for', async () => {
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('reduce'), media: query }) as unknown as MediaQueryList;
    try {
      renderApp('/nowhere');
      const digits = await screen.findByRole('img', { name: '404' });
      expect(digits).toHaveTextContent('404');
      expect(digits).not.toHaveClass('digits--animated');
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
