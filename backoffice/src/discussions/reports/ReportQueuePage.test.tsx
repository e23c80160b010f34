import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { getAdminDiscussionReport } from '@generated/api/admin-discussion/admin-discussion';
import { getDiscussionList } from '@generated/api/discussion/discussion';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { DISCUSSION_REPORTS_PATH } from '../paths';
import { ReportQueuePage } from './ReportQueuePage';

const server = installMockServer();

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

const SPAM = '出售刷题账号，价格私聊';
const SEGMENT_TREE = '线段树模板（区间加、区间求和）';

const serverReports = async () => (await getAdminDiscussionReport({ currentPage: 1, limit: 50 })).records;
const serverPost = async (title: string) =>
  (await getDiscussionList({ admin: true, keyword: title, currentPage: 1, limit: 10 })).records.find(
    (post) => post.title === title,
  );

async function openQueue(username = 'admin') {
  await loginAs(username);
  await renderScreen(<ReportQueuePage />, { path: DISCUSSION_REPORTS_PATH });
  return screen.findAllByRole('listitem', { name: /^Report #/ });
}

/** The card of the report `reporter` made of the post titled `title`. */
const cardOf = async (reporter: string, title: string) => {
  const cards = await screen.findAllByRole('listitem', { name: /^Report #/ });
  const card = cards.find(
    (candidate) =>
      within(candidate).queryByText(`Reported by ${reporter}`) !== null &&
      (candidate.textContent ?? '').includes(title),
  );
  if (!card) throw new Error(`no report by ${reporter} of ${title}`);
  return card;
};

describe('<ReportQueuePage>', () => {
  it('lists the open reports before the handled one, with the tags as chips and the reason as text', async () => {
    const cards = await openQueue();
    expect(cards).toHaveLength(5);
    const states = cards.map((card) => (within(card).queryByText('Resolved') ? 'resolved' : 'open'));
    expect(states).toEqual(['open', 'open', 'open', 'open', 'resolved']);

    const alices = await cardOf('alice', SPAM);
    const tags = within(alices).getByRole('list', { name: 'Report tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Spam ads', 'Illegal']);
    expect(within(alices).getByText('公开买卖账号，还留了 QQ 号，请管理员处理。')).toBeInTheDocument();
    // A report of tags only says that no reason was given; one without tags shows no tag list.
    expect(within(await cardOf('bob', SPAM)).getByText('(The reporter gave no reason)')).toBeInTheDocument();
    expect(
      within(await cardOf('bob', '大家平时用什么 IDE 写题？')).queryByRole('list'),
    ).not.toBeInTheDocument();
  });

  it('lets an admin mark a report resolved', async () => {
    const user = setupUser();
    await openQueue();
    const card = await cardOf('carol', SEGMENT_TREE);

    await user.click(within(card).getByRole('button', { name: 'Mark resolved' }));

    expect(await screen.findByText(/Report #\d+ marked resolved/)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await serverReports()).find((r) => r.reporter === 'carol')?.status).toBe(true),
    );
    const after = await cardOf('carol', SEGMENT_TREE);
    await waitFor(() => expect(within(after).getByText('Resolved')).toBeInTheDocument());
    expect(within(after).queryByRole('button', { name: 'Mark resolved' })).not.toBeInTheDocument();
  });

  it('shows the reported post rendered, and disables it from the report', async () => {
    const user = setupUser();
    await openQueue('problemadmin');
    const card = await cardOf('carol', SEGMENT_TREE);

    await user.click(within(card).getByRole('button', { name: 'Show the reported post' }));
    const post = await within(card).findByRole('article', { name: SEGMENT_TREE });
    // Rendered, not the source: the code block is a code block.
    await waitFor(() =>
      expect(post.querySelector('pre code')).toHaveTextContent('void push_down(int p, int l, int r)'),
    );
    expect(within(post).getByText(/区间修改 \+ 区间查询的标准写法/).tagName).toBe('P');

    await user.click(within(card).getByRole('button', { name: 'Disable post' }));

    expect(
      await screen.findByText(`Post "${SEGMENT_TREE}" disabled: the portal no longer shows it`),
    ).toBeInTheDocument();
    await waitFor(async () => expect((await serverPost(SEGMENT_TREE))?.status).toBe(1));
    // The panel follows: the text of a disabled post is no longer handed out, and it can be shown again.
    const again = await cardOf('carol', SEGMENT_TREE);
    expect(await within(again).findByText(/This post is disabled/)).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Show post again' })).toBeInTheDocument();
  });

  it('deletes the reported post after asking; its reports go with it', async () => {
    const user = setupUser();
    await openQueue();
    const card = await cardOf('bob', SPAM);

    await user.click(within(card).getByRole('button', { name: 'Show the reported post' }));
    // The spam post is disabled already: the panel says so and offers to show it again or delete it.
    expect(await within(card).findByText(/This post is disabled/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Delete post' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Delete post "${SPAM}"?`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(async () => expect(await serverPost(SPAM)).toBeUndefined());
    await waitFor(() => expect(screen.getAllByRole('listitem', { name: /^Report #/ })).toHaveLength(3));
    expect((await serverReports()).some((r) => r.discussionTitle === SPAM)).toBe(false);
  });
});

describe('<ReportQueuePage> when the queue is empty or cannot be read', () => {
  const answer = (body: JsonBodyType) =>
    server.use(http.get('*/api/admin/discussion-report', () => HttpResponse.json(body)));

  it('says there is nothing to handle', async () => {
    answer({ status: 200, msg: 'success', data: { records: [], total: 0, size: 10, current: 1, pages: 0 } });
    await loginAs('admin');
    await renderScreen(<ReportQueuePage />, { path: DISCUSSION_REPORTS_PATH });
    expect(await screen.findByText('No reports: all is well on the board.')).toBeInTheDocument();
  });

  it('shows the server’s reason instead of an empty queue', async () => {
    answer({ status: 500, msg: 'Server Error!', data: null });
    await loginAs('admin');
    await renderScreen(<ReportQueuePage />, { path: DISCUSSION_REPORTS_PATH });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server Error!');
    expect(screen.queryByText('No reports: all is well on the board.')).not.toBeInTheDocument();
  });
});
