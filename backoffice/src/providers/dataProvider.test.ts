import { HttpError } from 'react-admin';
// Not a React hook despite its name; renamed so react-hooks/rules-of-hooks lets it run at module level.
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { isAdminRole } from '@hoj/core/domain/roles';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { resourceOperations } from '@backoffice/resources';
import type { UserRecord } from '@backoffice/users/userResource';
import { createDataProvider } from './dataProvider';
import { createI18nProvider } from './i18nProvider';
import { DATA_METHODS } from './resourceOperations';

const server = installMockServer();

const listParams = (page: number, perPage: number, filter: Record<string, unknown> = {}) => ({
  pagination: { page, perPage },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

async function provider() {
  const i18n = await createI18nProvider('en-US');
  return createDataProvider(resourceOperations, i18n.translate);
}

/** The query strings of the user-list calls the provider made. */
function recordUserListQueries(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/user/get-user-list') queries.push(url.searchParams);
  });
  return queries;
}

afterEach(resetBrowserState);

describe('dataProvider users.getList', () => {
  it('maps page and perPage onto currentPage and limit and returns {data, total} keyed by uid', async () => {
    await loginAs('root');
    const queries = recordUserListQueries();
    const dataProvider = await provider();

    const first = await dataProvider.getList<UserRecord>('users', listParams(1, 3));
    const second = await dataProvider.getList<UserRecord>('users', listParams(2, 3));

    expect(queries.map((query) => [query.get('currentPage'), query.get('limit')])).toEqual([
      ['1', '3'],
      ['2', '3'],
    ]);
    expect(first.data).toHaveLength(3);
    expect(first.total).toBeGreaterThanOrEqual(demoAccounts.length);
    expect(second.total).toBe(first.total);
    for (const record of [...first.data, ...second.data]) {
      expect(record.id).toBe(record.uid);
      expect(record).not.toHaveProperty('password');
    }
    const firstIds = new Set(first.data.map((record) => record.id));
    expect(second.data.some((record) => firstIds.has(record.id))).toBe(false);
  });

  it('sends the search text as keyword and finds the matching user', async () => {
    await loginAs('root');
    const queries = recordUserListQueries();
    const dataProvider = await provider();

    const result = await dataProvider.getList<UserRecord>('users', listParams(1, 10, { q: '  alice ' }));

    expect(queries[0]?.get('keyword')).toBe('alice');
    expect(result.data.map((record) => record.username)).toContain('alice');
    expect(result.data.map((record) => record.username)).not.toContain('bob');
  });

  it('sends onlyAdmin only when the filter is on, and then lists admin-role users only', async () => {
    await loginAs('root');
    const queries = recordUserListQueries();
    const dataProvider = await provider();

    await dataProvider.getList<UserRecord>('users', listParams(1, 10, { onlyAdmin: false, q: '' }));
    const admins = await dataProvider.getList<UserRecord>('users', listParams(1, 10, { onlyAdmin: true }));

    expect(queries[0]?.has('onlyAdmin')).toBe(false);
    expect(queries[0]?.has('keyword')).toBe(false);
    expect(queries[1]?.get('onlyAdmin')).toBe('true');
    expect(admins.data.map((record) => record.username)).toEqual(
      expect.arrayContaining(['root', 'admin', 'problemadmin']),
    );
    for (const record of admins.data) {
      expect(isAdminRole(record.roles.map((role) => role.role))).toBe(true);
    }
  });

  it('turns an anonymous call into HttpError 401 and a non-root admin call into HttpError 403', async () => {
    const dataProvider = await provider();
    await expect(dataProvider.getList('users', listParams(1, 10))).rejects.toMatchObject({ status: 401 });

    await loginAs('admin');
    const error: unknown = await dataProvider.getList('users', listParams(1, 10)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, body: { kind: 'forbidden', transport: true } });
    expect((error as HttpError).message).not.toBe('');
  });
});

describe('dataProvider unsupported methods', () => {
  it.each(DATA_METHODS.filter((method) => !['getList', 'getOne', 'update', 'deleteMany'].includes(method)))(
    'users.%s rejects with an HttpError naming the resource and method',
    async (method) => {
      const dataProvider = await provider();
      const call = dataProvider[method] as (resource: string, params: object) => Promise<unknown>;
      const error: unknown = await call('users', { id: 'x', ids: ['x'], data: {}, target: 'x' }).catch(
        (e) => e,
      );
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 501, body: { resource: 'users', method } });
      expect((error as HttpError).message).toBe(`Resource "users" does not support ${method}`);
    },
  );

  it('rejects a resource the table does not know, without calling the server', async () => {
    const queries = recordUserListQueries();
    const dataProvider = await provider();
    await expect(dataProvider.getList('balloons', listParams(1, 10))).rejects.toMatchObject({
      status: 501,
      message: 'Resource "balloons" does not support getList',
    });
    expect(queries).toHaveLength(0);
  });
});
