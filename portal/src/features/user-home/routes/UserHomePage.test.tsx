import { act, screen, waitFor, within } from '@testing-library/react';
import { api, unwrap } from '@hoj/core/http/client';
import { userByUsername } from '@hoj/mocks/store/schema/accounts';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { loginAs } from '@portal/test/loginAs';
import { REFRESH_FAILED, failingReads } from '@portal/test/failingReads';
import { totalScore } from '../components/ProfileCards';
import { heatmapYear } from '../components/heatmapDays';

const server = installMockServer();

beforeEach(() => resetPortal());

const aliceInfo = () =>
  unwrap(api.GET('/api/get-user-home-info', { params: { query: { username: 'alice' } } }));

describe('public profile', () => {
  it("shows alice's header and cards: submissions, solved, score as the sum of the score list, rating --", async () => {
    const alice = userByUsername('alice');
    if (!alice) throw new Error('alice is not seeded');
    Object.assign(alice, { nickname: 'Ali', school: 'Wonderland U', github: 'https://github.com/alice' });
    const info = await aliceInfo();
    renderApp('/user-home?username=alice');

    expect(await screen.findByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
    expect(screen.getByText('Ali')).toBeInTheDocument();
    expect(screen.getByText('Wonderland U')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /github\.com\/alice/ })).toHaveAttribute(
      'href',
      'https://github.com/alice',
    );
    const cards = screen.getByRole('region', { name: 'Solving statistics' });
    const value = (label: string) => within(cards).getByText(label).nextElementSibling?.textContent;
    expect(value('Submissions')).toBe(String(info.total));
    expect(value('Solved')).toBe(String(info.solvedList.length));
    expect(value('Score')).toBe(String(totalScore(info.scoreList)));
    expect(info.scoreList?.length).toBeGreaterThan(0);
    expect(value('Rating')).toBe('--');
    await waitFor(() => expect(document.title).toMatch(/^alice's home/));
  });

  it('sums the score list and treats a missing one as 0', () => {
    expect(totalScore([100, 40, 5])).toBe(145);
    expect(totalScore(null)).toBe(0);
  });

  it('summarises the heatmap of the last year in text', async () => {
    const info = await aliceInfo();
    const heatmap = await unwrap(
      api.GET('/api/get-user-calendar-heatmap', { params: { query: { uid: info.uid } } }),
    );
    const year = heatmapYear(heatmap);
    expect(year.days).toHaveLength(365);
    expect(year.total).toBe(heatmap.dataList.reduce((sum, day) => sum + day.count, 0));
    renderApp('/user-home?username=alice');
    const panel = await screen.findByRole('region', { name: 'Submissions in the last year' });
    expect(
      await within(panel).findByText(
        `${year.range[0]} to ${year.range[1]}: ${year.total} submissions on ${year.activeDays} days`,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/^Most active day:/)).toBeInTheDocument();
  });

  it('shows the signature as sanitised markdown, and the solved problems by difficulty', async () => {
    const alice = userByUsername('alice');
    if (!alice) throw new Error('alice is not seeded');
    alice.signature = 'I like **graphs**<img src=x onerror="alert(1)">';
    const info = await aliceInfo();
    const { user } = renderApp('/user-home?username=alice');

    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' });
    const panel = screen.getByRole('tabpanel', { name: 'Personal Profile' });
    // The renderer is fetched once the page has painted.
    expect((await within(panel).findByText('graphs')).tagName).toBe('STRONG');
    expect(panel.querySelector('[onerror]')).toBeNull();

    within(tabs).getByRole('tab', { name: 'Personal Profile' }).focus();
    await user.keyboard('{ArrowRight}');
    const solvedTab = within(tabs).getByRole('tab', { name: 'Solved Problems' });
    expect(solvedTab).toHaveAttribute('aria-selected', 'true');
    expect(solvedTab).toHaveFocus();
    const solved = screen.getByRole('tabpanel', { name: 'Solved Problems' });

    const easy = info.solvedGroupByDifficulty?.['0'] ?? [];
    const toggle = within(solved).getByRole('button', { name: `Easy ${easy.length} solved` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const list = within(solved).getByRole('heading', { name: `Solved problems (${info.solvedList.length})` })
      .nextElementSibling as HTMLElement;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(info.solvedList);
    expect(links[0]).toHaveAttribute('href', `/problem/${info.solvedList[0]}`);
    expect(within(solved).getByRole('button', { name: 'Refresh the statistics' })).toBeEnabled();
  });

  it("links a profile's blog only when it is an http(s) address", async () => {
    const alice = userByUsername('alice');
    if (!alice) throw new Error('alice is not seeded');
    alice.blog = 'javascript:alert(1)';
    alice.github = 'https://github.com/alice';
    renderApp('/user-home?username=alice');
    expect(await screen.findByText('javascript:alert(1)')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: /javascript:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /github\.com\/alice/ })).toHaveAttribute(
      'href',
      'https://github.com/alice',
    );
  });

  it('says when a user has no profile text', async () => {
    const bob = userByUsername('bob');
    if (!bob) throw new Error('bob is not seeded');
    bob.signature = '   ';
    renderApp('/user-home?username=bob');
    expect(await screen.findByText('This user has not written a profile yet')).toBeInTheDocument();
  });

  it('shows an unknown user as not found, and without parameters the own profile of a logged-in user', async () => {
    const first = renderApp('/user-home?username=nobody-at-all');
    expect(await screen.findByRole('heading', { name: 'This user does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/home');
    first.unmount();

    await loginAs('bob');
    renderApp('/user-home');
    expect(await screen.findByRole('heading', { level: 1, name: 'bob' })).toBeInTheDocument();
  });
});

describe('a profile whose re-read fails', () => {
  it('keeps the profile and the heatmap with a quiet notice each, gone after a retry', async () => {
    const { queryClient, user } = renderApp('/user-home?username=alice');
    expect(await screen.findByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Submissions in the last year' });
    const summary = (await within(panel).findByText(/ submissions on /)).textContent;
    const reads = failingReads(server, ['/api/get-user-home-info', '/api/get-user-calendar-heatmap']);
    await act(() => queryClient.refetchQueries());

    await waitFor(() => expect(screen.getAllByText(REFRESH_FAILED)).toHaveLength(2));
    expect(screen.queryByText('The profile could not be loaded')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
    expect(within(panel).getByText(summary ?? '')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();

    reads.heal();
    for (const notice of screen.getAllByText(REFRESH_FAILED))
      await user.click(within(notice.parentElement as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(REFRESH_FAILED)).not.toBeInTheDocument());
    expect(within(panel).getByText(summary ?? '')).toBeInTheDocument();
  });
});
