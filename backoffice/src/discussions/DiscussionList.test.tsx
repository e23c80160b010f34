import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { getDiscussionList } from '@generated/api/discussion/discussion';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { discussions as discussionTable } from '@hoj/mocks/store/schema/discussions';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { DiscussionList } from './DiscussionList';
import { findLoadedTable } from '@backoffice/test/loadedTable';

installMockServer();

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

const AK = '今天第一次 AK 了入门赛！';
const SPAM = '出售刷题账号，价格私聊';
const SEGMENT_TREE = '线段树模板（区间加、区间求和）';

/** The post as the server now has it (the admin list shows disabled posts too). */
const serverPost = async (title: string) =>
  (await getDiscussionList({ admin: true, keyword: title, currentPage: 1, limit: 10 })).records.find(
    (post) => post.title === title,
  );

const openList = (path: string) => renderScreen(<DiscussionList />, { path, resource: 'discussions' });

async function openBoard(username = 'admin') {
  await loginAs(username);
  // Every seeded post on one page.
  await openList('/discussions?perPage=50');
  return findLoadedTable();
}

const rowOf = async (table: HTMLElement, title: string) => {
  const cell = await within(table).findByText(title);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

describe('<DiscussionList>', () => {
  it('lists the board for an admin, disabled posts included, with category names and a link to the portal', async () => {
    const table = await openBoard();
    const spam = await rowOf(table, SPAM);
    expect(within(spam).getByRole('combobox', { name: `Status of post "${SPAM}"` })).toHaveTextContent(
      'Disabled',
    );
    const rules = await rowOf(table, '讨论区规则（发帖前必读）');
    expect(within(rules).getByRole('switch', { name: /Pin post/ })).toBeChecked();
    expect(await within(rules).findByText('站务')).toBeInTheDocument();
    const id = (await serverPost('讨论区规则（发帖前必读）'))?.id;
    expect(within(rules).getByRole('link', { name: /Open post .* on the portal/ })).toHaveAttribute(
      'href',
      `/discussion-detail/${id}`,
    );
  });

  it('disables a post, which the portal then no longer lists', async () => {
    const user = setupUser();
    const table = await openBoard();
    const row = await rowOf(table, AK);

    await user.click(within(row).getByRole('combobox', { name: `Status of post "${AK}"` }));
    await user.click(await screen.findByRole('option', { name: 'Disabled' }));

    expect(
      await screen.findByText(`Post "${AK}" disabled: the portal no longer shows it`),
    ).toBeInTheDocument();
    expect((await serverPost(AK))?.status).toBe(1);
    const publicTitles = (await getDiscussionList({ currentPage: 1, limit: 50 })).records.map((d) => d.title);
    expect(publicTitles).not.toContain(AK);
    // The row stays in the admin's list, now marked disabled, and was not unfolded by the clicks.
    await waitFor(() =>
      expect(within(row).getByRole('combobox', { name: `Status of post "${AK}"` })).toHaveTextContent(
        'Disabled',
      ),
    );
    expect(within(table).queryByRole('article')).not.toBeInTheDocument();
  });

  it('pins a post to the top of the board', async () => {
    const user = setupUser();
    const table = await openBoard('problemadmin');
    const row = await rowOf(table, AK);

    await user.click(within(row).getByRole('switch', { name: `Pin post "${AK}"` }));

    await waitFor(async () => expect((await serverPost(AK))?.topPriority).toBe(true));
    expect(await screen.findByText(`Post "${AK}" pinned`)).toBeInTheDocument();
  });

  it('deletes a post only after saying its comments go with it', async () => {
    const user = setupUser();
    const table = await openBoard();
    const row = await rowOf(table, SEGMENT_TREE);

    await user.click(within(row).getByRole('button', { name: `Delete post "${SEGMENT_TREE}"` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('All its comments, replies and reports are deleted with it');
    expect(await serverPost(SEGMENT_TREE)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(async () => expect(await serverPost(SEGMENT_TREE)).toBeUndefined());
    await waitFor(() => expect(within(table).queryByText(SEGMENT_TREE)).not.toBeInTheDocument());
  });

  it('unfolds a row into the post rendered as the portal shows it, user posts under the user rule set', async () => {
    const user = setupUser();
    // alice is an ordinary user; the rules post is an admin's.
    const mine = discussionTable.find((d) => d.title === SEGMENT_TREE);
    const rules = discussionTable.find((d) => d.title === '讨论区规则（发帖前必读）');
    if (!mine || !rules) throw new Error('the seed changed');
    mine.content = 'Look: <span style="color: red">red</span> and **bold**';
    rules.content = 'Look: <span style="color: green">green</span>';
    const table = await openBoard();

    await user.click(await rowOf(table, SEGMENT_TREE));
    const article = await within(table).findByRole('article', { name: SEGMENT_TREE });
    await waitFor(() => expect(within(article).getByText('bold').tagName).toBe('STRONG'));
    expect(within(article).getByText('red')).not.toHaveAttribute('style');

    await user.click(await rowOf(table, '讨论区规则（发帖前必读）'));
    const trusted = await within(table).findByRole('article', { name: '讨论区规则（发帖前必读）' });
    await waitFor(() => expect(within(trusted).getByText('green')).toHaveAttribute('style'));
  });

  it('searches by keyword and says when nothing matches', async () => {
    const user = setupUser();
    const table = await openBoard();
    await rowOf(table, AK);

    await user.type(screen.getByRole('textbox', { name: /Search/ }), 'no such post anywhere');

    expect(await screen.findByText('No post matches the search.')).toBeInTheDocument();
  });
});

describe('<DiscussionList> on a phone', () => {
  it('shows a card per post with its counts and the same moderation controls', async () => {
    // A phone's width: MUI asks for `max-width` below the `sm` breakpoint.
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
    try {
      await loginAs('admin');
      await openList('/discussions');
      const title = await screen.findByRole('heading', { name: AK });
      const card = title.closest('li');
      if (!card) throw new Error('no card');
      expect(card).toHaveTextContent('2 likes · 21 views · 0 comments');
      expect(within(card).getByRole('combobox', { name: `Status of post "${AK}"` })).toHaveTextContent(
        'Normal',
      );
      expect(within(card).getByRole('switch', { name: `Pin post "${AK}"` })).not.toBeChecked();
      expect(within(card).getByRole('button', { name: `Delete post "${AK}"` })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
