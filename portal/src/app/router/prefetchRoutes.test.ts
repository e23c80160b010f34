import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { resetPortal } from '@portal/test/renderApp';
import { prefetchRoute } from './prefetchRoutes';

const imagePreloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'));

installMockServer();

describe('prefetchRoute', () => {
  let client: QueryClient;

  beforeEach(() => {
    resetPortal();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });

  afterEach(() => client.clear());

  it('asks for the home slides with the address and starts the first slide image before any render', async () => {
    prefetchRoute(client, { pathname: '/home', search: '' });
    await waitFor(() => expect(imagePreloads()).toHaveLength(1));
    const slides = client.getQueryData<{ img: string }[]>(['home', 'carousel']);
    expect(slides?.length).toBeGreaterThan(0);
    expect(imagePreloads()[0]?.getAttribute('href')).toBe(slides?.[0]?.img);
    expect(imagePreloads()[0]?.getAttribute('fetchpriority')).toBe('high');

    // The root redirects home, so it prefetches the same; the image is not asked for twice.
    prefetchRoute(client, { pathname: '/', search: '' });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(imagePreloads()).toHaveLength(1);
  });

  it('asks for the profile named in the address, in the cache entry the page reads', async () => {
    prefetchRoute(client, { pathname: '/user-home', search: '?username=alice' });
    await waitFor(() =>
      expect(client.getQueryData<{ username: string }>(['user-home', 'info', '', 'alice'])).toMatchObject({
        username: 'alice',
      }),
    );
  });

  it('asks for the site settings on every page, and leaves the caller’s own profile to the page', async () => {
    prefetchRoute(client, { pathname: '/user-home', search: '' });
    prefetchRoute(client, { pathname: '/setting', search: '' });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['website-config']]);
  });

  it('asks for the problem list page the address filters, and a problem’s statement, in the entries the pages read', async () => {
    prefetchRoute(client, { pathname: '/problem', search: '?difficulty=2&currentPage=1' });
    prefetchRoute(client, { pathname: '/problem/P1001', search: '' });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const pages = client.getQueriesData<{ records: { difficulty: number }[] }>({
      queryKey: ['problem-list', 'page'],
    });
    expect(pages).toHaveLength(1);
    const records = pages[0]?.[1]?.records ?? [];
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((p) => p.difficulty === 2)).toBe(true);
    expect(
      client.getQueryData<{ problem: { problemId: string } }>(['problem-details', 'page', 0, 0, 'P1001'])
        ?.problem.problemId,
    ).toBe('P1001');
  });

  it('asks a visitor’s outside board for its contest, in the entry the board page reads', async () => {
    prefetchRoute(client, { pathname: '/contest/acm-scoreboard/2', search: '' });
    prefetchRoute(client, { pathname: '/contest/oi-scoreboard/abc', search: '' });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const infos = client.getQueriesData<{ contest: { id: number } }>({ queryKey: ['contest'] });
    expect(infos.map(([key, info]) => [key, info?.contest.id])).toEqual([
      [['contest', 2, 'outside-info'], 2],
    ]);
  });
});
