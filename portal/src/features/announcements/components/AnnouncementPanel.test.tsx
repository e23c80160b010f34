import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { announcements } from '@hoj/mocks/store/schema/announcements';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { renderWithProviders, resetPortal } from '@portal/test/renderApp';
import { AnnouncementPanel } from './AnnouncementPanel';
import type { AnnouncementSource } from '../api/announcementQueries';

const server = installMockServer();

function renderPanel(source: AnnouncementSource) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  renderWithProviders(<AnnouncementPanel source={source} />, queryClient);
  return { user: setupUser(), panel: () => screen.getByRole('region', { name: 'Announcements' }) };
}

const contestAnnouncement = (id: number) => ({
  id,
  title: `Clarification ${id}`,
  content: `Problem **${String.fromCharCode(64 + id)}**: read the statement again.`,
  uid: 'root',
  username: 'root',
  cid: 2,
  status: 0,
  gmtCreate: '2026-05-20T08:00:00.000+0000',
  gmtModified: '2026-05-20T08:00:00.000+0000',
});

beforeEach(() => resetPortal());

describe('AnnouncementPanel', () => {
  it('pages the site announcements 5 at a time', async () => {
    const { panel } = renderPanel({ kind: 'site' });
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(5));
    const visible = announcements.filter((a) => a.gid === null && a.status === 0).length;
    const pager = within(panel()).queryByRole('navigation', { name: 'Announcement pages' });
    expect(pager !== null).toBe(visible > 5);
  });

  it('lists every contest announcement without paging and opens one with Back and Refresh', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/api/get-contest-announcement', ({ request }) => {
        asked.push(new URL(request.url));
        const records = Array.from({ length: 12 }, (_, i) => contestAnnouncement(i + 1));
        return HttpResponse.json({
          status: 200,
          msg: 'success',
          data: { records, total: 12, size: 200, current: 1, pages: 1 },
        });
      }),
    );
    const { user, panel } = renderPanel({ kind: 'contest', cid: 2 });
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(12));
    expect(within(panel()).queryByRole('navigation')).not.toBeInTheDocument();
    expect(asked.map((url) => url.searchParams.get('cid'))).toEqual(['2']);

    await user.click(within(panel()).getByRole('button', { name: /Clarification 3/ }));
    expect(await within(panel()).findByRole('heading', { name: 'Clarification 3' })).toHaveFocus();
    await waitFor(() => expect(panel().querySelector('.hoj-markdown strong')).toHaveTextContent('C'));
    await user.click(within(panel()).getByRole('button', { name: 'Refresh' }));
    await user.click(within(panel()).getByRole('button', { name: 'Back' }));
    expect(within(panel()).getByRole('button', { name: /Clarification 3/ })).toHaveFocus();
  });
});
