import { screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

const tabs = () => screen.findByRole('navigation', { name: 'Group pages' });

/** The tabs as shown: a closed one marked "(locked)". */
async function tabStates() {
  const nav = await tabs();
  return within(nav)
    .getAllByRole('link')
    .map((link) =>
      link.getAttribute('aria-disabled') === 'true' ? `${link.textContent} (locked)` : link.textContent,
    );
}

const MEMBER_TABS = ['Home', 'Problems', 'Trainings', 'Contests', 'Submissions', 'Discussions', 'Members'];

describe("a group's frame", () => {
  it.each([
    ['owns', 2, 'Owner', [...MEMBER_TABS, 'Announcements', 'Settings', 'Rank']],
    ['helps run', 3, 'Admin', [...MEMBER_TABS, 'Announcements', 'Rank']],
    ['belongs to', 1, 'Member', [...MEMBER_TABS, 'Rank']],
  ])(
    'shows alice the tabs of a group she %s (group %i) by her level',
    async (_relation, gid, level, expected) => {
      await loginAs('alice');
      renderApp(`/group/${gid}`);
      await waitFor(async () => expect(await tabStates()).toEqual(expected));
      expect(within(await tabs()).getByRole('link', { name: 'Home' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(screen.getByText('Your level').nextElementSibling).toHaveTextContent(level);
    },
  );

  it('shows an applicant the home with its description, and every other tab closed', async () => {
    await loginAs('alice');
    renderApp('/group/4');
    await waitFor(async () =>
      expect(await tabStates()).toEqual([
        'Home',
        'Problems (locked)',
        'Trainings (locked)',
        'Contests (locked)',
        'Submissions (locked)',
        'Discussions (locked)',
        'Members (locked)',
        'Rank (locked)',
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Data Structures Study Group' })).toBeInTheDocument();
    // Announcements are for members.
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(within(await tabs()).getByRole('link', { name: 'Problems' })).toHaveAccessibleDescription(
      'Join the group to open this',
    );
  });

  it("shows a member the group's announcements on its home, each opening with a way back", async () => {
    await loginAs('alice');
    const { user } = renderApp('/group/1');
    const panel = await screen.findByRole('region', { name: 'Announcements' });
    const first = (await within(panel).findAllByRole('button'))[0] as HTMLElement;
    const title = first.textContent ?? '';
    await user.click(first);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the announcements' }));
    expect(await screen.findByRole('region', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('says so, without a retry, when a hidden group is refused to a non-member', async () => {
    await loginAs('alice');
    renderApp('/group/6');
    expect(await screen.findByText('The group could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Group pages' })).not.toBeInTheDocument();
  });
});
