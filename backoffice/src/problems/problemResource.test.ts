import { getAdminProblemList } from '@generated/api/admin-problem/admin-problem';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { createDataProvider } from '@backoffice/providers/dataProvider';
import { createI18nProvider } from '@backoffice/providers/i18nProvider';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { problemResource, type ProblemRecord } from './problemResource';

installMockServer();
afterEach(resetBrowserState);

async function provider() {
  const i18n = await createI18nProvider('en-US');
  return createDataProvider({ problems: problemResource }, i18n.translate);
}

const listParams = (filter: Record<string, unknown>) => ({
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'DESC' as const },
  filter,
});

describe('the problems resource', () => {
  it('deletes the selected problems one by one', async () => {
    await loginAs('root');
    const dataProvider = await provider();
    const { data } = await dataProvider.getList<ProblemRecord>('problems', listParams({ oj: 'Mine' }));
    const ids = data.slice(0, 2).map((row) => row.id);

    await dataProvider.deleteMany('problems', { ids });

    expect(ids).toHaveLength(2);
    const left = (await getAdminProblemList({ oj: 'Mine', limit: 100 })).records.map((row) => row.id);
    for (const id of ids) expect(left).not.toContain(id);
  });

  it('passes the server’s refusal of a plain admin making a problem public on as HttpError 403', async () => {
    await loginAs('admin');
    const dataProvider = await provider();
    const { data } = await dataProvider.getList<ProblemRecord>(
      'problems',
      listParams({ oj: 'Mine', auth: 2 }),
    );
    const hidden = data[0];
    if (!hidden) throw new Error('the seed has no private problem');

    await expect(
      dataProvider.update('problems', {
        id: hidden.id,
        data: { auth: 1 },
        previousData: hidden,
        meta: { authOnly: true },
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
