// Not a React hook despite its name; renamed so react-hooks/rules-of-hooks lets it run at module level.
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { getCommonAnnouncement } from '@generated/api/home/home';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { createDataProvider } from '@backoffice/providers/dataProvider';
import { createI18nProvider } from '@backoffice/providers/i18nProvider';
import { resourceOperations } from '@backoffice/resources';
import type { AnnouncementRecord } from './announcementResource';

installMockServer();
afterEach(resetBrowserState);

const listParams = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

async function provider() {
  const i18n = await createI18nProvider('en-US');
  return createDataProvider(resourceOperations, i18n.translate);
}

const portalTitles = async () => (await getCommonAnnouncement({ limit: 50 })).records.map((a) => a.title);

describe('dataProvider announcements', () => {
  it('creates, lists, hides, edits and deletes through the admin announcement operations', async () => {
    await loginAs('root');
    const dataProvider = await provider();

    const before = await dataProvider.getList<AnnouncementRecord>('announcements', listParams);
    const { data: created } = await dataProvider.create<AnnouncementRecord>('announcements', {
      data: { title: '  新学期  ', content: '# 欢迎', status: 0 },
    });
    expect(created).toMatchObject({ title: '新学期', content: '# 欢迎', status: 0, username: 'root' });

    const after = await dataProvider.getList<AnnouncementRecord>('announcements', listParams);
    expect(after.total).toBe((before.total ?? 0) + 1);
    expect(after.data[0]?.id).toBe(created.id);
    expect(await portalTitles()).toContain('新学期');

    await dataProvider.update<AnnouncementRecord>('announcements', {
      id: created.id,
      data: { status: 1, title: '新学期（改）' },
      previousData: created,
    });
    const { data: edited } = await dataProvider.getOne<AnnouncementRecord>('announcements', {
      id: created.id,
    });
    expect(edited).toMatchObject({ title: '新学期（改）', status: 1, content: '# 欢迎' });
    expect(await portalTitles()).not.toContain('新学期（改）');

    await dataProvider.delete('announcements', { id: created.id, previousData: edited });
    await expect(dataProvider.getOne('announcements', { id: created.id })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('answers a non-root admin with HttpError 403', async () => {
    await loginAs('admin');
    const dataProvider = await provider();
    await expect(dataProvider.getList('announcements', listParams)).rejects.toMatchObject({ status: 403 });
  });
});
