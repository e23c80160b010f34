import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

const rankPage = (type: 0 | 1, query: { currentPage?: number; limit?: number; searchUser?: string } = {}) =>
  unwrap(api.GET('/api/get-rank-list', { params: { query: { type, ...query } } }));

const table = () => screen.findByRole('region', { name: 'Rank table' });
const bodyRows = (region: HTMLElement) => within(region).getAllByRole('row').slice(1);

describe('ACM rank list', () => {
  it('lists users with their rank, profile link, accepted link, total and AC rate, and a top-10 chart', async () => {
    const expected = await rankPage(0, { limit: 30 });
    const first = expected.records[0];
    if (!first) throw new Error('the mock ranks nobody');
    renderApp('/acm-rank');

    expect(await screen.findByRole('heading', { level: 1, name: 'ACM Rank' })).toBeInTheDocument();
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(expected.records.length);
    const firstRow = rows[0] as HTMLElement;
    expect(within(firstRow).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(firstRow).getByRole('link', { name: first.username })).toHaveAttribute(
      'href',
      `/user-home?uid=${first.uid}&username=${first.username}`,
    );
    expect(
      within(firstRow).getByRole('link', { name: `${first.ac} accepted submissions of ${first.username}` }),
    ).toHaveAttribute('href', `/status?username=${first.username}&status=0`);

    const chart = screen.getByRole('region', { name: 'Top 10' });
    const summary = within(chart).getByRole('table', { name: 'Results of the top 10' });
    expect(within(summary).getAllByRole('row')).toHaveLength(1 + Math.min(10, expected.records.length));
    expect(within(summary).getByRole('rowheader', { name: first.username })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^ACM Rank - /));
  });

  it('shows no chart after page 1, and numbers the rows on from the pages before', async () => {
    renderApp('/acm-rank?page=2&limit=10');
    const rows = bodyRows(await table());
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(screen.queryByRole('region', { name: 'Top 10' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('changes the page size through the address and goes back to page 1', async () => {
    const { router, user } = renderApp('/acm-rank?page=2&limit=10');
    await table();
    await user.selectOptions(screen.getByLabelText('Per page'), '15');
    await waitFor(() => expect(router.state.location.search).toBe('?limit=15'));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(15));
    expect(screen.getByRole('region', { name: 'Top 10' })).toBeInTheDocument();
  });

  it('searches users through the address; an unknown name gives an empty state', async () => {
    const { router, user } = renderApp('/acm-rank?page=2&limit=10');
    await table();
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'alice');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?limit=10&search=alice'));
    await waitFor(async () =>
      expect(within(await table()).getByRole('link', { name: 'alice' })).toBeInTheDocument(),
    );
    for (const row of bodyRows(await table())) expect(row.textContent?.toLowerCase()).toContain('alice');

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody-like-this');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No user matches “nobody-like-this”')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top 10' })).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('alice'));
  });
});

describe('rank list searches and failures', () => {
  it('gives a search result no top-10 chart, and counts one match as one user', async () => {
    const expected = await rankPage(0, { searchUser: 'alice' });
    expect(expected.total).toBe(1);
    renderApp('/acm-rank?search=alice');
    await waitFor(async () =>
      expect(within(await table()).getByRole('link', { name: 'alice' })).toBeInTheDocument(),
    );
    expect(screen.getByText('1 user')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top 10' })).not.toBeInTheDocument();
  });

  it('keeps the loaded list when a later read fails, says so quietly, and clears that after a retry', async () => {
    const { queryClient, user } = renderApp('/acm-rank');
    // The signatures are rendered once the page has painted: the rows as drawn in the end.
    const loaded = await table();
    await waitFor(() => expect(loaded.querySelector('[aria-busy="true"]')).toBeNull());
    const before = bodyRows(loaded).map((row) => row.textContent);
    let failing = true;
    server.use(
      http.get('*/api/get-rank-list', () =>
        failing
          ? HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }, { status: 500 })
          : undefined,
      ),
    );
    await act(() => queryClient.refetchQueries());

    const notice = await screen.findByText('Could not refresh: showing what was loaded before.');
    expect(bodyRows(await table()).map((row) => row.textContent)).toEqual(before);
    expect(screen.getByRole('region', { name: 'Top 10' })).toBeInTheDocument();
    expect(screen.queryByText('The rank list could not be loaded')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(notice.parentElement as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Could not refresh: showing what was loaded before.'),
      ).not.toBeInTheDocument(),
    );
    expect(bodyRows(await table()).map((row) => row.textContent)).toEqual(before);
  });
});

describe('OI rank list', () => {
  it('shows score, accepted of total and AC rate columns, and the score chart', async () => {
    const expected = await rankPage(1, { limit: 30 });
    const first = expected.records[0];
    if (!first || !('score' in first)) throw new Error('the mock sent no OI row');
    renderApp('/oi-rank');

    expect(await screen.findByRole('heading', { level: 1, name: 'OI Rank' })).toBeInTheDocument();
    const region = await table();
    const headers = within(region)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Rank', 'User', 'Nickname', 'Score', 'AC / Total', 'Rating', 'Signature']);
    const cells = within(bodyRows(region)[0] as HTMLElement).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent(String(first.score ?? 0));
    expect(cells[4]).toHaveTextContent(`${first.ac ?? 0} / ${first.total ?? 0}`);

    const chart = screen.getByRole('region', { name: 'Top 10' });
    expect(
      within(chart)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['User', 'Score']);
  });
});
