import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { loginAs } from '@portal/test/loginAs';
import { REFRESH_FAILED, failingReads } from '@portal/test/failingReads';

const server = installMockServer();

beforeEach(() => resetPortal());

const table = () => screen.findByRole('region', { name: 'Problem list' });
const bodyRows = (region: HTMLElement) => within(region).getAllByRole('row').slice(1);
const select = (name: string) => screen.getByRole('combobox', { name });

const firstPage = async (query: { limit?: number; oj?: string } = {}) =>
  unwrap(api.GET('/api/get-problem-list', { params: { query: { limit: 30, oj: '', ...query } } }));

/** The id of a site tag with problems, and its name. */
async function someTag() {
  const groups = await unwrap(
    api.GET('/api/get-problem-tags-and-classification', { params: { query: { oj: 'ME' } } }),
  );
  const tag = groups.flatMap((group) => group.tagList).find((candidate) => candidate.name === '贪心');
  if (!tag?.id || !tag.name) throw new Error('the mock has no 贪心 tag');
  return { id: tag.id, name: tag.name };
}

describe('problem list filters in the address', () => {
  it('shows the filters of the address in the controls', async () => {
    const tag = await someTag();
    renderApp(`/problem?difficulty=1&keyword=P10&limit=10&tagId=${encodeURIComponent(`[${tag.id}]`)}`);
    await table();
    expect(select('Difficulty')).toHaveValue('1');
    expect(select('Problem bank')).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search problems' })).toHaveValue('P10');
    expect(select('Per page')).toHaveValue('10');
    expect(await screen.findByRole('button', { name: `Remove tag ${tag.name}` })).toBeInTheDocument();
  });

  it('puts a filter change in the address as a new entry and starts again at page 1', async () => {
    const { router, user } = renderApp('/problem?currentPage=2&limit=10');
    await table();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(select('Difficulty'), '2');
    await waitFor(() => expect(router.state.location.search).toBe('?difficulty=2&limit=10'));
    expect(router.state.historyAction).toBe('PUSH');

    await user.type(screen.getByRole('searchbox', { name: 'Search problems' }), 'P100');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?difficulty=2&keyword=P100&limit=10'));
    for (const row of bodyRows(await table())) expect(row).toHaveTextContent('Hard');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search problems' })).toHaveValue(''));
    expect(select('Difficulty')).toHaveValue('2');
  });

  it('reads nonsense in the address as the defaults', async () => {
    const expected = await firstPage();
    renderApp('/problem?currentPage=-3&tagId=junk&limit=7&difficulty=x&oj=nowhere');
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(expected.records.length);
    expect(select('Per page')).toHaveValue('30');
    expect(select('Difficulty')).toHaveValue('');
    expect(select('Problem bank')).toHaveValue('');
    expect(screen.queryByText('Selected tags')).not.toBeInTheDocument();
  });

  it('changes the page size and goes back to page 1', async () => {
    const { router, user } = renderApp('/problem?currentPage=2&limit=10');
    await table();
    await user.selectOptions(select('Per page'), '15');
    await waitFor(() => expect(router.state.location.search).toBe('?limit=15'));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(15));
  });

  it('clears the tags when a bank other than All is chosen, and offers that bank’s tags', async () => {
    const tag = await someTag();
    const { router, user } = renderApp(`/problem?tagId=${encodeURIComponent(`[${tag.id}]`)}`);
    await table();
    await user.selectOptions(select('Problem bank'), 'CF');
    await waitFor(() => expect(router.state.location.search).toBe('?oj=CF'));
    expect(screen.queryByRole('button', { name: `Remove tag ${tag.name}` })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Tags' });
    expect(await within(panel).findByRole('button', { name: 'greedy' })).toBeInTheDocument();
  });

  it('adds a tag from the searchable panel once, and resets every filter', async () => {
    const tag = await someTag();
    const { router, user } = renderApp('/problem?difficulty=0');
    await table();
    const panel = screen.getByRole('region', { name: 'Tags' });
    await user.type(await within(panel).findByRole('searchbox', { name: 'Search tags' }), tag.name);
    expect(within(panel).queryByRole('button', { name: '模拟' })).not.toBeInTheDocument();
    const button = within(panel).getByRole('button', { name: tag.name });
    await user.click(button);
    const address = `?difficulty=0&tagId=${encodeURIComponent(`[${tag.id}]`)}`;
    await waitFor(() => expect(router.state.location.search).toBe(address));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(router.state.location.search).toBe(address);

    // The filter bar's reset (an empty result adds a second one under the table).
    await user.click(screen.getAllByRole('button', { name: 'Reset filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(select('Difficulty')).toHaveValue('');
  });

  it('offers a reset when nothing matches', async () => {
    const { router, user } = renderApp('/problem?keyword=no-such-problem-anywhere');
    expect(await screen.findByText('No problems match these filters')).toBeInTheDocument();
    const reset = screen.getAllByRole('button', { name: 'Reset filters' });
    await user.click(reset[reset.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await table()).toBeInTheDocument();
  });

  it('says a page past the end does not exist, and goes to the last page', async () => {
    const { total } = await firstPage();
    const pages = Math.ceil(total / 30);
    expect(pages).toBeGreaterThan(1);
    const { router, user } = renderApp('/problem?currentPage=999');
    expect(await screen.findByText(`There is no page 999: the list has ${pages} pages`)).toBeInTheDocument();
    expect(screen.queryByText('No problems match these filters')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Go to page ${pages}` }));
    await waitFor(() => expect(router.state.location.search).toBe(`?currentPage=${pages}`));
    expect(bodyRows(await table()).length).toBe(total - (pages - 1) * 30);
  });

  it('keeps the list and the tags when a re-read fails, quietly, until a retry reads them', async () => {
    const { queryClient, user } = renderApp('/problem');
    const rows = bodyRows(await table()).map((row) => row.textContent);
    const tags = await screen.findByRole('region', { name: 'Tags' });
    const tagButtons = (await within(tags).findAllByRole('button', { pressed: false })).length;
    const reads = failingReads(server, ['/api/get-problem-list', '/api/get-problem-tags-and-classification']);
    await act(() => queryClient.refetchQueries());

    await waitFor(() => expect(screen.getAllByText(REFRESH_FAILED)).toHaveLength(2));
    expect(screen.queryByText('The problem list could not be loaded')).not.toBeInTheDocument();
    expect(within(tags).queryByRole('alert')).not.toBeInTheDocument();
    expect(bodyRows(await table()).map((row) => row.textContent)).toEqual(rows);
    expect(within(tags).getAllByRole('button', { pressed: false })).toHaveLength(tagButtons);

    reads.heal();
    for (const notice of screen.getAllByText(REFRESH_FAILED))
      await user.click(within(notice.parentElement as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(REFRESH_FAILED)).not.toBeInTheDocument());
    expect(bodyRows(await table()).map((row) => row.textContent)).toEqual(rows);
  });

  it('shows a failed list with a retry that loads it', async () => {
    server.use(
      http.get(
        '*/api/get-problem-list',
        () => HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp('/problem');
    const message = await screen.findByText('The problem list could not be loaded');
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not announced');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });
});

describe('problem list table', () => {
  it('links each title to its problem and shows level and AC rate', async () => {
    const expected = await firstPage();
    const problem = expected.records[0];
    if (!problem) throw new Error('the mock lists no problem');
    renderApp('/problem');
    const row = bodyRows(await table())[0] as HTMLElement;
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/problem/${problem.problemId}`);
    expect(row).toHaveTextContent(problem.problemId);
    const rate = problem.total === 0 ? '0.00%' : `${((problem.ac / problem.total) * 100).toFixed(2)}%`;
    expect(row).toHaveTextContent(rate);
  });

  it('shows no status column to a visitor, and solved/attempted icons to a signed-in user', async () => {
    renderApp('/problem');
    const visitorTable = await table();
    expect(within(visitorTable).queryByRole('columnheader', { name: 'My status' })).not.toBeInTheDocument();
    expect(within(visitorTable).queryByRole('img', { name: /Solved|Attempted/ })).not.toBeInTheDocument();
  });

  it('marks the problems alice solved or tried', async () => {
    await loginAs('alice');
    const expected = await firstPage();
    const statuses = await unwrap(
      api.POST('/api/get-user-problem-status', {
        body: { pidList: expected.records.map((problem) => problem.pid), isContestProblemList: false },
      }),
    );
    const solved = Object.values(statuses).filter((entry) => entry.status === 0).length;
    const tried = Object.values(statuses).filter(
      (entry) => entry.status !== 0 && entry.status !== -10,
    ).length;
    expect(solved + tried).toBeGreaterThan(0);

    renderApp('/problem');
    const region = await table();
    expect(within(region).getByRole('columnheader', { name: 'My status' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(region).queryAllByRole('img', { name: 'Solved' })).toHaveLength(solved),
    );
    expect(within(region).queryAllByRole('img', { name: 'Attempted' })).toHaveLength(tried);
  });

  it('shows the result breakdown of the problem whose link has the focus, and of the row pointed at', async () => {
    const expected = await firstPage();
    const [first, second] = expected.records;
    if (!first || !second) throw new Error('the mock lists too few problems');
    const { user } = renderApp('/problem');
    const rows = bodyRows(await table());
    expect(screen.getByRole('region', { name: 'Results' })).toHaveTextContent('Point at a problem');

    const link = within(rows[0] as HTMLElement).getByRole('link');
    act(() => link.focus());
    const breakdown = await screen.findByRole('region', {
      name: `Results of ${first.problemId} ${first.title}`,
    });
    expect(link).toHaveAccessibleDescription(/Accepted: /);
    if (first.total > 0) {
      const share = `${((first.ac / first.total) * 100).toFixed(2)}%`;
      expect(within(breakdown).getByText(`Accepted: ${share} (${first.ac})`)).toBeInTheDocument();
      expect(
        within(breakdown).getByText(
          `Wrong Answer: ${((first.wa / first.total) * 100).toFixed(2)}% (${first.wa})`,
        ),
      ).toBeInTheDocument();
    }

    await user.hover(rows[1] as HTMLElement);
    expect(
      await screen.findByRole('region', { name: `Results of ${second.problemId} ${second.title}` }),
    ).toBeInTheDocument();
  });

  it('shows the tags column once asked, and remembers it', async () => {
    const { user, unmount } = renderApp('/problem');
    const region = await table();
    expect(within(region).queryByRole('columnheader', { name: 'Tags' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show tags' }));
    expect(within(region).getByRole('columnheader', { name: 'Tags' })).toBeInTheDocument();
    unmount();

    renderApp('/problem');
    expect(within(await table()).getByRole('columnheader', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show tags' })).toBeChecked();
  });

  it('opens a random problem and wishes good luck', async () => {
    const { router, user } = renderApp('/problem');
    await table();
    await user.click(screen.getByRole('button', { name: 'Pick one at random' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/problem\/[^/]+$/));
    expect(await screen.findByText('Good luck to you')).toBeInTheDocument();
  });
});
