import { QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { resetPortal } from '@portal/test/renderApp';
import { contestFiltersOf } from '../model/contestListFilters';
import { contestListQuery } from './contestListQuery';
import { prefetchContestHome, prefetchContestList } from './prefetchContests';

installMockServer();

let client: QueryClient;

beforeEach(() => {
  resetPortal();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => client.clear());

describe('the contest pages’ prefetch', () => {
  it('asks for the page of contests the address filters, in the entry the list reads', async () => {
    const search = new URLSearchParams('status=-1&type=1');
    await prefetchContestList(client, search);
    const page = client.getQueryData(contestListQuery(contestFiltersOf(search)).queryKey);
    const expected = await unwrap(
      api.GET('/api/get-contest-list', { params: { query: { status: -1, type: 1 } } }),
    );
    expect(page?.records.length).toBeGreaterThan(0);
    expect(page?.records.map((contest) => contest.id)).toEqual(expected.records.map((contest) => contest.id));
  });

  it('asks a logged-in user’s contest home for its contest, and nothing for a visitor or an id that is none', async () => {
    await prefetchContestHome(client, '2');
    await prefetchContestHome(client, 'acm-scoreboard');
    expect(client.getQueryCache().getAll()).toEqual([]);

    await loginAs('alice');
    await prefetchContestHome(client, '2');
    // The entry the contest shell, the menu's locks and the page read (shared/api/contestInfoQuery).
    expect(client.getQueryData<{ title: string }>(['contest', 2, 'info'])?.title).toBe('春季个人赛 第 1 场');
  });
});
