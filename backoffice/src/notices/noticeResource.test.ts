// Not a React hook despite its name; renamed so react-hooks/rules-of-hooks lets it run at module level.
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { createDataProvider } from '@backoffice/providers/dataProvider';
import { createI18nProvider } from '@backoffice/providers/i18nProvider';
import { resourceOperations } from '@backoffice/resources';
import type { NoticeRecord } from './noticeResource';

const server = installMockServer();
afterEach(resetBrowserState);

const listParams = (filter: Record<string, unknown> = {}) => ({
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

async function provider() {
  const i18n = await createI18nProvider('en-US');
  return createDataProvider(resourceOperations, i18n.translate);
}

/** The JSON bodies the provider posted to the notice endpoint. */
function recordNoticeBodies(): Promise<unknown>[] {
  const bodies: Promise<unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/admin/msg/notice' && request.method === 'POST') {
      bodies.push(request.clone().json());
    }
  });
  return bodies;
}

describe('dataProvider notices', () => {
  it('sends a Single notice with the recipient’s uid, and filters the list by type', async () => {
    await loginAs('root');
    const bodies = recordNoticeBodies();
    const dataProvider = await provider();
    // The seed holds the site's notice history; count from there.
    const seeded = (await dataProvider.getList<NoticeRecord>('notices', listParams({ type: '' }))).total ?? 0;
    const seededSingles = (
      await dataProvider.getList<NoticeRecord>('notices', listParams({ type: 'Single' }))
    ).data;
    expect(seededSingles.every((n) => n.type === 'Single')).toBe(true);

    await dataProvider.create<NoticeRecord>('notices', {
      data: { title: '全体', content: 'x', type: 'All' },
    });
    const { data: single } = await dataProvider.create<NoticeRecord>('notices', {
      data: { title: '给 alice', content: 'y', type: 'Single', recipientUsername: ' alice ' },
    });

    const posted = await Promise.all(bodies);
    expect(posted[0]).toMatchObject({ type: 'All', recipientId: null });
    expect(posted[1]).toMatchObject({ type: 'Single', title: '给 alice' });
    expect((posted[1] as { recipientId: string }).recipientId).toMatch(/.+/);
    expect(single).toMatchObject({ title: '给 alice', type: 'Single', adminUsername: 'root' });

    const singles = await dataProvider.getList<NoticeRecord>('notices', listParams({ type: 'Single' }));
    expect(singles.data.map((n) => n.title).sort()).toEqual(
      [...seededSingles.map((n) => n.title), '给 alice'].sort(),
    );
    const all = await dataProvider.getList<NoticeRecord>('notices', listParams({ type: '' }));
    expect(all.total).toBe(seeded + 2);

    await dataProvider.delete('notices', { id: single.id, previousData: single });
    expect((await dataProvider.getList('notices', listParams())).total).toBe(seeded + 1);
  });

  it('refuses an unknown recipient username before posting', async () => {
    await loginAs('root');
    const bodies = recordNoticeBodies();
    const dataProvider = await provider();
    await expect(
      dataProvider.create('notices', { data: { title: 't', type: 'Single', recipientUsername: 'nobody' } }),
    ).rejects.toMatchObject({ status: 400 });
    expect(bodies).toHaveLength(0);
  });
});
