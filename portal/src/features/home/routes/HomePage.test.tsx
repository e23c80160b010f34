import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, unwrap } from '@hoj/core/http/client';
import { userByUsername } from '@hoj/mocks/store/schema/accounts';
import { announcements } from '@hoj/mocks/store/schema/announcements';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { loginAs } from '@portal/test/loginAs';
import { REFRESH_FAILED, failingReads } from '@portal/test/failingReads';

const server = installMockServer();

const announcementsPage = (currentPage: number) =>
  unwrap(api.GET('/api/get-common-announcement', { params: { query: { currentPage, limit: 5 } } }));

/** The seed has five visible announcements; three more make a second page. */
function addAnnouncements(count: number): void {
  const author = userByUsername('admin');
  if (!author) throw new Error('admin is not seeded');
  const base = announcements.lastId;
  for (let i = 1; i <= count; i += 1) {
    const created = new Date(Date.now() - i * 60_000);
    announcements.insert({
      id: base + i,
      title: `Extra notice ${i}`,
      content: `Body of **extra notice ${i}**`,
      uid: author.uid,
      status: 0,
      gid: null,
      gmtCreate: created,
      gmtModified: created,
    });
  }
}

beforeEach(() => resetPortal());

describe('home page', () => {
  it('lists the announcements 5 per page, newest first, and pages through them', async () => {
    addAnnouncements(3);
    const [first, second] = await Promise.all([announcementsPage(1), announcementsPage(2)]);
    const { user } = renderApp('/home');

    const panel = await screen.findByRole('region', { name: 'Announcements' });
    await within(panel).findAllByRole('listitem');
    const titles = () =>
      within(panel)
        .getAllByRole('listitem')
        // Each item is one button whose first part is the title (then date and author).
        .map((item) => within(item).getByRole('button').firstElementChild?.textContent);
    expect(titles()).toEqual(first.records.map((record) => record.title));
    expect(titles()).toHaveLength(5);

    const pager = within(panel).getByRole('navigation', { name: 'Announcement pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(titles()).toEqual(second.records.map((record) => record.title)));
    expect(second.records.length).toBeGreaterThan(0);
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('opens an announcement as rendered Markdown, with Back and Refresh', async () => {
    const [newest] = (await announcementsPage(1)).records;
    if (!newest) throw new Error('the seed has no visible announcement');
    const { user } = renderApp('/home');

    const panel = await screen.findByRole('region', { name: 'Announcements' });
    await user.click(await within(panel).findByRole('button', { name: new RegExp(newest.title) }));

    expect(await within(panel).findByRole('heading', { name: newest.title })).toHaveFocus();
    await waitFor(() => expect(panel.querySelector('.hoj-markdown')).not.toBeNull());
    expect(within(panel).getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await user.click(within(panel).getByRole('button', { name: 'Refresh' }));
    expect(await within(panel).findByRole('heading', { name: newest.title })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(within(panel).getByRole('button', { name: new RegExp(newest.title) })).toHaveFocus();
    expect(within(panel).queryByRole('heading', { name: newest.title })).not.toBeInTheDocument();
  });

  it('shows the recent contests with status, rules, visibility, duration and registrations', async () => {
    const contests = await unwrap(api.GET('/api/get-recent-contest'));
    expect(contests.length).toBeGreaterThan(0);
    renderApp('/home');

    const panel = await screen.findByRole('region', { name: 'Recent contests' });
    const cards = await within(panel).findAllByRole('article');
    expect(cards).toHaveLength(contests.length);
    contests.forEach((contest, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('link', { name: contest.title })).toHaveAttribute(
        'href',
        `/contest/${contest.id}`,
      );
      expect(within(card).getByText(contest.type === 0 ? 'ACM' : 'OI')).toBeInTheDocument();
      expect(within(card).getByText(`${contest.count ?? 0} registered`)).toBeInTheDocument();
    });
    expect(within(panel).getAllByText(/Running|Scheduled/).length).toBeGreaterThan(0);
    expect(within(panel).getAllByText(/Public|Private|Protected/).length).toBe(contests.length);
  });

  it('asks a visitor to log in before opening a contest', async () => {
    const { user, router } = renderApp('/home');
    const panel = await screen.findByRole('region', { name: 'Recent contests' });
    const [link] = await within(panel).findAllByRole('link');
    await user.click(link as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByText('Please login first')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('opens the contest page for a logged-in user', async () => {
    await loginAs('alice');
    const [contest] = await unwrap(api.GET('/api/get-recent-contest'));
    if (!contest) throw new Error('no recent contest in the seed');
    const { user, router } = renderApp('/home');

    const panel = await screen.findByRole('region', { name: 'Recent contests' });
    await user.click(await within(panel).findByRole('link', { name: contest.title }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/contest/${contest.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: contest.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the 7-day AC rank, top 10, with ranks, names, titles and AC counts', async () => {
    const rows = await unwrap(api.GET('/api/get-recent-seven-ac-rank'));
    expect(rows.length).toBeGreaterThan(0);
    renderApp('/home');

    const panel = await screen.findByRole('region', { name: 'AC rank of the last 7 days' });
    const table = await within(panel).findByRole('table');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(Math.min(rows.length, 10));
    rows.slice(0, 10).forEach((row, index) => {
      const cells = within(bodyRows[index] as HTMLElement).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(String(index + 1));
      expect(within(cells[1] as HTMLElement).getByRole('link', { name: row.username })).toHaveAttribute(
        'href',
        `/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`,
      );
      if (row.titleName) expect(cells[1]).toHaveTextContent(row.titleName);
      expect(cells[2]).toHaveTextContent(String(row.ac));
    });
  });

  it('shows an error with a retry when a panel fails, and recovers', async () => {
    server.use(
      http.get(
        '*/api/get-recent-seven-ac-rank',
        () => HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }),
        { once: true },
      ),
    );
    const { user } = renderApp('/home');

    const panel = await screen.findByRole('region', { name: 'AC rank of the last 7 days' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The rank could not be loaded');
    expect(alert).toHaveTextContent('Server Error!');
    // The request layer also reported it as a toast: every failed call is told once more that way.
    expect(screen.getAllByText('Server Error!').length).toBeGreaterThanOrEqual(2);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByRole('table')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('home page panels whose re-read fails', () => {
  const PANELS = [
    'Announcements',
    'Recent contests',
    'AC rank of the last 7 days',
    'Latest updated problems',
    'Submissions of the last week',
  ];
  /** What a panel lists: its table or its list. */
  const content = (name: string) => {
    const panel = screen.getByRole('region', { name });
    return (within(panel).queryByRole('table', { hidden: true }) ?? within(panel).getByRole('list'))
      .textContent;
  };

  it('keep what they showed with a quiet notice, and drop the notice after a retry', async () => {
    const { queryClient, user } = renderApp('/home');
    const shown = new Map<string, string | null>();
    for (const name of PANELS) {
      const panel = await screen.findByRole('region', { name });
      await waitFor(() => expect(within(panel).queryByRole('status')).not.toBeInTheDocument());
      shown.set(name, content(name));
    }
    const reads = failingReads(server, [
      '/api/get-common-announcement',
      '/api/get-recent-contest',
      '/api/get-recent-seven-ac-rank',
      '/api/get-recent-updated-problem',
      '/api/get-last-week-submission-statistics',
    ]);
    await act(() => queryClient.refetchQueries());

    for (const name of PANELS) {
      const panel = screen.getByRole('region', { name });
      expect(await within(panel).findByText(REFRESH_FAILED)).toBeInTheDocument();
      expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
      expect(content(name)).toBe(shown.get(name));
    }

    reads.heal();
    for (const name of PANELS) {
      const panel = screen.getByRole('region', { name });
      await user.click(within(panel).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(within(panel).queryByText(REFRESH_FAILED)).not.toBeInTheDocument());
      expect(content(name)).toBe(shown.get(name));
    }
  });
});

describe('home page with what a real server sends', () => {
  const answer = (path: string, data: unknown) =>
    http.get(`*${path}`, () => HttpResponse.json({ status: 200, msg: 'success', data }));

  it('reads null lists as empty and slides kept as JSON text, and the page stands', async () => {
    const images = await unwrap(api.GET('/api/home-page-images'));
    server.use(
      answer('/api/get-recent-contest', null),
      answer('/api/get-recent-updated-problem', null),
      answer('/api/home-page-images', JSON.stringify(images)),
    );
    renderApp('/home');
    const contests = await screen.findByRole('region', { name: 'Recent contests' });
    expect(await within(contests).findByText('No contests in the last 14 days')).toBeInTheDocument();
    const problems = await screen.findByRole('region', { name: 'Latest updated problems' });
    expect(await within(problems).findByText('No problems were updated recently')).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    await waitFor(() =>
      expect(
        within(carousel)
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual(images.map((image) => image.img)),
    );
  });

  it('breaks only the panel whose answer has the wrong shape, with its retry', async () => {
    server.use(answer('/api/get-recent-contest', { records: 'not a list' }));
    renderApp('/home');
    const contests = await screen.findByRole('region', { name: 'Recent contests' });
    expect(await within(contests).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The rest of the page is there.
    const rank = await screen.findByRole('region', { name: 'AC rank of the last 7 days' });
    expect(await within(rank).findByRole('table')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Highlights' })).toBeInTheDocument();
  });

  it('makes no link of a slide whose link is not http(s) or a path of the site', async () => {
    server.use(
      answer('/api/home-page-images', [
        { img: '/api/public/img/a.png', url: 'javascript:alert(1)', target: '_self' },
        { img: '/api/public/img/b.png', url: 'https://example.com/news', target: '_blank' },
      ]),
    );
    renderApp('/home');
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    await waitFor(() => expect(within(carousel).getAllByRole('img')).toHaveLength(2));
    const hrefs = Array.from(carousel.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.com/news']);
  });
});

describe('home page additions', () => {
  it('lists the latest updated problems, linking to each problem', async () => {
    const problems = await unwrap(api.GET('/api/get-recent-updated-problem'));
    renderApp('/home');
    const panel = await screen.findByRole('region', { name: 'Latest updated problems' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(problems.length);
    problems.forEach((problem, i) => {
      const link = within(items[i] as HTMLElement).getByRole('link');
      expect(link).toHaveAttribute('href', `/problem/${problem.problemId}`);
      expect(link).toHaveTextContent(`${problem.problemId}${problem.title ?? ''}`);
    });
  });

  it('shows the configured carousel slides, and the built-in ones when the server has none', async () => {
    const images = await unwrap(api.GET('/api/home-page-images'));
    const first = renderApp('/home');
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const sources = () =>
      within(carousel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src'));
    expect(sources()).toEqual(images.map((image) => image.img));
    first.unmount();

    // A stock HOJ server lacks the extension (HTTP 404, and no error toast for it): the uploaded carousel images
    // of its own `home-carousel` call are shown, as pictures without links.
    server.use(http.get('*/api/home-page-images', () => new HttpResponse(null, { status: 404 })));
    const uploaded = await unwrap(api.GET('/api/home-carousel'));
    const second = renderApp('/home');
    const stock = await screen.findByRole('region', { name: 'Highlights' });
    await waitFor(() =>
      expect(
        within(stock)
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual(uploaded.map((item) => item.url)),
    );
    expect(within(stock).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByText('Query error, unable to find the resource to request')).not.toBeInTheDocument();
    second.unmount();

    // No slides anywhere (an empty list, sent as null): the built-in slides.
    server.use(
      http.get('*/api/home-carousel', () => HttpResponse.json({ status: 200, msg: 'success', data: null })),
    );
    renderApp('/home');
    const fallback = await screen.findByRole('region', { name: 'Highlights' });
    expect(
      within(fallback).getByRole('img', {
        name: 'Problems: pick one, submit your code, get it judged at once',
      }),
    ).toBeInTheDocument();
    expect(within(fallback).getAllByRole('img')).toHaveLength(3);
  });
});
