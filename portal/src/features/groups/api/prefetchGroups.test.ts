import { QueryClient } from '@tanstack/react-query';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { resetPortal } from '@portal/test/renderApp';
import { DEFAULT_GROUP_FILTERS } from '../model/groupListFilters';
import { groupListQuery } from './groupListQuery';
import { groupLevelQuery, groupQuery } from './groupQueries';
import { prefetchGroup, prefetchGroupList } from './prefetchGroups';

installMockServer();

beforeEach(() => resetPortal());

describe('group prefetches', () => {
  it('fill the entry the list page reads for the address’s filters', async () => {
    const client = new QueryClient();
    await prefetchGroupList(client, new URLSearchParams('auth=3'));
    const page = client.getQueryData(groupListQuery({ ...DEFAULT_GROUP_FILTERS, auth: 3 }, '').queryKey);
    expect(page?.records.map((group) => group.name)).toEqual([
      '2024 级计算机科学 1 班',
      'Codeforces Night Camp',
    ]);
  });

  it('ask for a group and the level in it only for a signed-in user, and only for a real id', async () => {
    const client = new QueryClient();
    await prefetchGroup(client, '2');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    const alice = await loginAs('alice');
    await prefetchGroup(client, '2x');
    await prefetchGroup(client, '2');
    expect(client.getQueryData(groupQuery(2, alice.uid).queryKey)?.name).toBe('Python 编程兴趣小组');
    expect(client.getQueryData(groupLevelQuery(2, alice.uid).queryKey)).toBe(5);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it('sends both requests at once, before waiting for anything', async () => {
    const alice = await loginAs('alice');
    const client = new QueryClient();
    const done = prefetchGroup(client, '2');
    expect(client.getQueryState(groupQuery(2, alice.uid).queryKey)?.fetchStatus).toBe('fetching');
    expect(client.getQueryState(groupLevelQuery(2, alice.uid).queryKey)?.fetchStatus).toBe('fetching');
    await done;
  });
});
