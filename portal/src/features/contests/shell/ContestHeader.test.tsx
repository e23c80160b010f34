import { screen, waitFor, within } from '@testing-library/react';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { contests } from '@hoj/mocks/store/schema/contests';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { containsAfterContest, resetContestSettings } from '../model/contestSettings';

installMockServer();

beforeEach(() => {
  resetPortal();
  resetContestSettings();
});

/** Seeded contests: public ACM running, protected OI scheduled, a group's contest. */
const RUNNING = 2;
const PROTECTED = 3;
const GROUP = 7;

/** The seed's ended private ACM contest that takes submissions after its end; written by `admin`. */
function endedWithLateSubmissions(): number {
  const found = contests.find((contest) => contest.allowEndSubmit && contest.endTime.getTime() < Date.now());
  if (!found) throw new Error('the seed has no ended contest taking late submissions');
  return found.id;
}

const header = () => screen.findByRole('region', { name: 'Contest details' });

describe('the contest header', () => {
  it('shows the access, the rule, the registrations, start and end', async () => {
    await loginAs('alice');
    const contest = await unwrap(api.GET('/api/get-contest-info', { params: { query: { cid: RUNNING } } }));
    renderApp(`/contest/${RUNNING}`);
    const facts = await header();
    expect(within(facts).getByRole('button', { name: 'Public' })).toHaveAccessibleDescription(
      'Public - anyone can see and submit.',
    );
    expect(within(facts).getByText('ACM')).toBeInTheDocument();
    expect(within(facts).getByText(`${contest.count ?? 0} registered`)).toBeInTheDocument();
    const [start, end] = within(facts).getAllByRole('time');
    expect(start).toHaveAttribute('datetime', contest.startTime);
    expect(end).toHaveAttribute('datetime', contest.endTime);
    expect(within(facts).getByText('Start time')).toBeInTheDocument();
    expect(within(facts).getByText('End time')).toBeInTheDocument();
    expect(within(facts).queryByRole('link', { name: 'Group contest' })).not.toBeInTheDocument();
    expect(within(facts).queryByRole('button', { name: 'Contest settings' })).not.toBeInTheDocument();
  });

  it("explains an OI contest's ranking", async () => {
    await loginAs('alice');
    renderApp(`/contest/${PROTECTED}`);
    const facts = await header();
    expect(within(facts).getByRole('button', { name: 'OI' })).toHaveAccessibleDescription(
      'Contest rank: based on the most recent score submitted for each problem',
    );
    expect(within(facts).getByRole('button', { name: 'Protected' })).toBeInTheDocument();
  });

  it("leads from a group's contest to the group's contests", async () => {
    // alice is a member of the contest's group.
    await loginAs('alice');
    renderApp(`/contest/${GROUP}`);
    const facts = await header();
    expect(within(facts).getByRole('link', { name: 'Group contest' })).toHaveAttribute(
      'href',
      `/group/${contests.get(GROUP)?.gid}/contest`,
    );
  });

  it('stays out of a full-height problem page, where the status strip alone is kept', async () => {
    await loginAs('alice');
    renderApp(`/contest/${RUNNING}/problem/A`);
    expect(await screen.findByRole('region', { name: 'Contest status' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Submit' });
    expect(screen.queryByRole('region', { name: 'Contest details' })).not.toBeInTheDocument();
  });
});

describe('the contest settings', () => {
  it('offer its admins the after-contest switch, kept for the boards', async () => {
    const cid = endedWithLateSubmissions();
    await loginAs('admin');
    const { user } = renderApp(`/contest/${cid}`);
    const facts = await header();
    const open = await within(facts).findByRole('button', { name: 'Contest settings' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const toggle = within(facts).getByRole('switch', { name: 'Contains submissions after contest' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(containsAfterContest(cid).value).toBe(true);
    expect(localStorage.getItem(`contest.${cid}.containsAfterContest`)).toBe('true');

    // Escape closes the popover, focus back on its button.
    await user.keyboard('{Escape}');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();

    // A fresh page reads the choice back.
    resetContestSettings();
    expect(containsAfterContest(cid).value).toBe(true);
  });

  it('are not offered to a contestant', async () => {
    const cid = endedWithLateSubmissions();
    await loginAs('alice');
    renderApp(`/contest/${cid}`);
    const facts = await header();
    await within(facts).findByText('ACM');
    expect(within(facts).queryByRole('button', { name: 'Contest settings' })).not.toBeInTheDocument();
  });

  it('are not offered before the end, when nothing came after the contest', async () => {
    // The seed's protected contest takes late submissions too, but has not even started.
    expect(contests.get(PROTECTED)?.allowEndSubmit).toBe(true);
    await loginAs('root');
    renderApp(`/contest/${PROTECTED}`);
    const facts = await header();
    await within(facts).findByRole('button', { name: 'OI' });
    expect(within(facts).queryByRole('button', { name: 'Contest settings' })).not.toBeInTheDocument();
  });

  it('say it in Chinese', async () => {
    resetPortal('zh-CN');
    const cid = endedWithLateSubmissions();
    await loginAs('root');
    const { user } = renderApp(`/contest/${cid}`);
    const facts = await screen.findByRole('region', { name: '比赛信息' });
    await user.click(await within(facts).findByRole('button', { name: '比赛设置' }));
    await waitFor(() =>
      expect(within(facts).getByRole('switch', { name: '包含赛后的提交' })).toBeInTheDocument(),
    );
  });
});
