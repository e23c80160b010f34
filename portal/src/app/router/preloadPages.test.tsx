import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';
import { preloadPages } from './preloadPages';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((ok) => {
    resolve = ok;
  });
  return { promise, resolve };
}

function Profile() {
  return <h1>Alice</h1>;
}

function Guard({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}

describe('preloadPages', () => {
  it('fetches the page an address shows, through a guard, and the page then renders without a fallback', async () => {
    const chunk = deferred<{ Profile: typeof Profile }>();
    const load = jest.fn(() => chunk.promise);
    const ProfilePage = lazyPage(load, 'Profile');
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          {
            path: 'user-home',
            element: (
              <Guard>
                <ProfilePage />
              </Guard>
            ),
          },
        ],
      },
    ];

    const preloading = preloadPages(routes, '/user-home');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      chunk.resolve({ Profile });
      await preloading;
    });

    render(
      <Suspense fallback={<p>Loading</p>}>
        <ProfilePage />
      </Suspense>,
    );
    // Synchronously there: no fallback frame, no second fetch.
    expect(screen.getByRole('heading', { name: 'Alice' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops waiting after the cap when the chunk is slow, and the page loads it when it renders', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(() => new Promise<{ Profile: typeof Profile }>(() => undefined));
      const ProfilePage = lazyPage(load, 'Profile');
      const routes: RouteObject[] = [{ path: '/user-home', element: <ProfilePage /> }];
      const preloading = preloadPages(routes, '/user-home', 1500);
      let done = false;
      void preloading.then(() => {
        done = true;
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1499);
      });
      expect(done).toBe(false);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches again after a failed preload', async () => {
    const load = jest
      .fn<Promise<{ Profile: typeof Profile }>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Profile });
    const ProfilePage = lazyPage(load, 'Profile');
    await preloadPages([{ path: '/p', element: <ProfilePage /> }], '/p');
    await preloadPages([{ path: '/p', element: <ProfilePage /> }], '/p');
    expect(load).toHaveBeenCalledTimes(2);
    render(<ProfilePage />);
    expect(screen.getByRole('heading', { name: 'Alice' })).toBeInTheDocument();
  });
});
