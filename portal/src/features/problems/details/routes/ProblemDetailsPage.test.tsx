import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { ProblemFullScreenListVO, ProblemInfoVO } from '@generated/model/index';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { siteConfig } from '@hoj/mocks/store/schema/site';
import { websiteConfigQuery } from '@portal/shared/api/websiteConfig';
import { loginDialogSignal } from '@portal/shared/auth/loginDialogState';
import { toastsSignal } from '@portal/shared/toast/toastStore';
import { loginAs } from '@portal/test/loginAs';
import { renderWithProviders, resetPortal } from '@portal/test/renderApp';
import { prefetchProblem } from '../api/prefetchProblem';
import { WIDE_LAYOUT_QUERY } from '../hooks/useWideLayout';
import { SPLIT_STORAGE_KEY } from '../model/splitPane';
import { ProblemDetailsPage } from './ProblemDetailsPage';

// The workbench (the editor, submit and judging) is its own feature part with its own tests; here it only has
// to sit in the right pane and report a finished judgement.
jest.mock('@portal/features/problems/workbench/Workbench', () => ({
  Workbench: ({ onJudged }: { onJudged: () => void }) => (
    <section aria-label="Workbench">
      {/* Stands for what the workbench holds (code, verdict): it survives only while the pane stays mounted. */}
      <input aria-label="Scratch" defaultValue="" />
      <button type="button" onClick={onJudged}>
        Judged
      </button>
    </section>
  ),
}));

// echarts cannot draw in jsdom (it measures text on a canvas jsdom lacks): the pie is a stand-in here, and the
// dialog's own behaviour (table, summary, Escape, focus) is what the test is about.
jest.mock('../charts/ResultPie', () => ({
  ResultPie: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

const server = installMockServer();

const ok = (data: unknown) => HttpResponse.json({ status: 200, msg: 'success', data });

function problemInfo(changes: Partial<ProblemInfoVO['problem']> = {}): ProblemInfoVO {
  return {
    problem: {
      id: 1001,
      problemId: 'P1001',
      title: 'A + B Problem',
      author: 'root',
      type: 0,
      difficulty: 0,
      timeLimit: 1000,
      memoryLimit: 256,
      description: 'Given $a$ and $b$, print $a + b$.',
      input: 'Two integers.',
      output: 'Their sum.',
      examples: '<input>1 2\n</input><output>3\n</output><input>5 5\n</input><output>10\n</output>',
      hint: '<table><tr><td>cell</td></tr></table>',
      source: 'Classic',
      isFileIO: false,
      userExtraFile: null,
      ...changes,
    },
    tags: [{ id: 1, name: 'Math', color: '#409EFF' }],
    languages: ['C', 'C++', 'Java', 'Python3'],
    problemCount: { total: 10, ac: 6, wa: 3, tle: 1, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 },
    codeTemplate: {},
  };
}

/** `get-problem-detail` answering `info`, counting the calls. */
function problemDetail(info: ProblemInfoVO = problemInfo()) {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/get-problem-detail', () => {
      calls.count += 1;
      return ok(info);
    }),
  );
  return calls;
}

function contestProblem(info: ProblemInfoVO) {
  server.use(http.get('*/api/get-contest-problem-details', () => ok(info)));
}

function navigationList(items: ProblemFullScreenListVO[]) {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/get-full-screen-problem-list', () => {
      calls.count += 1;
      return ok(items);
    }),
  );
  return calls;
}

const PATHS = [
  'problem/:problemID',
  'contest/:contestID/problem/:problemID',
  'contest/:contestID/problem/:problemID/full-screen',
  'training/:trainingID/problem/:problemID',
  'group/:groupID/problem/:problemID',
];

const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });

/**
 * The page alone at `path` (the app's table adds guards and the layout; their own tests cover those), on a
 * cache the test may have filled first, as the app's router does with a page's data.
 */
function renderPage(path: string, queryClient = testQueryClient()) {
  const router = createMemoryRouter(
    [
      ...PATHS.map((routePath) => ({
        path: routePath,
        element: (
          <ProblemDetailsPage
            renderMySubmissions={(args) => (
              <p>
                Submissions of {args.problemId} in {String(args.contestId)}
              </p>
            )}
          />
        ),
      })),
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const user = setupUser();
  const view = renderWithProviders(<RouterProvider router={router} />, queryClient);
  return { ...view, user, router, queryClient };
}

const heading = () => screen.findByRole('heading', { level: 1, name: /A \+ B Problem/ });

beforeEach(() => resetPortal());

describe('problem page: statement', () => {
  it('shows title, tags, author link, limits per language, maths, samples, hint and source', async () => {
    problemDetail();
    renderPage('/problem/P1001');
    const title = await heading();
    expect(title).toHaveTextContent('P1001 A + B Problem');
    expect(screen.getByText('Easy')).toBeInTheDocument();
    expect(screen.getByText('ACM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'root' })).toHaveAttribute('href', '/user-home?username=root');
    expect(screen.getByText(/C\/C\+\+: 1,000 ms, 256 MB; others: 2,000 ms, 512 MB/)).toBeInTheDocument();

    const statement = screen.getByRole('tabpanel', { name: 'Problem description' });
    expect(within(statement).getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(statement.querySelector('.katex')).not.toBeNull();
    expect(within(statement).getByRole('heading', { name: 'Sample input 2' })).toBeInTheDocument();
    expect(within(statement).getByText('10')).toBeInTheDocument();
    // The author's HTML renders (statements are trusted), inside the statement's styled, contained block.
    expect(within(statement).getByRole('cell', { name: 'cell' })).toBeInTheDocument();
    expect(within(statement).getByText('Classic')).toBeInTheDocument();
    expect(within(statement).getByText('Math')).toBeInTheDocument();
    expect(document.title).toMatch(/^A \+ B Problem - /);
  });

  it('renders a seeded statement from the mock backend: maths typeset, every sample with its copy buttons', async () => {
    renderPage('/problem/P1001');
    await heading();
    const statement = screen.getByRole('tabpanel', { name: 'Problem description' });
    expect(statement.querySelectorAll('.katex').length).toBeGreaterThan(0);
    expect(within(statement).getByRole('button', { name: 'Copy sample 2 output' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hint' })).toBeInTheDocument();
  });

  it('shows one limit for a Codeforces problem and the file names of a file-IO problem', async () => {
    problemDetail(
      problemInfo({
        problemId: 'CF-1A',
        isFileIO: true,
        ioReadFileName: 'in.txt',
        ioWriteFileName: 'out.txt',
      }),
    );
    renderPage('/problem/CF-1A');
    await heading();
    expect(screen.getByText(/^Limits: 1,000 ms, 256 MB$/)).toBeInTheDocument();
    expect(screen.getByText('Input file: in.txt')).toBeInTheDocument();
    expect(screen.getByText('Output file: out.txt')).toBeInTheDocument();
  });

  it('copies a sample with its button and says so; a refused copy says it failed', async () => {
    problemDetail();
    const { user } = renderPage('/problem/P1001');
    await heading();
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy sample 2 input' }));
    expect(await screen.findByText('Copied successfully')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith('5 5\n');

    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy sample 1 output' }));
    expect(await screen.findByText('Copied failed')).toBeInTheDocument();
  });

  it('shows a failed load in the statement area with a retry that loads it', async () => {
    let fail = true;
    server.use(
      http.get('*/api/get-problem-detail', () =>
        fail ? new HttpResponse(null, { status: 502 }) : ok(problemInfo()),
      ),
    );
    const { user } = renderPage('/problem/P1001');
    const alert = (await screen.findByText('The problem could not be loaded')).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('the error is not an alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Problem details' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await heading()).toBeInTheDocument();
  });

  it('says a missing problem is missing, without a retry that would answer the same', async () => {
    renderPage('/problem/P9999');
    const alert = (await screen.findByText('The problem could not be loaded')).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('the error is not an alert');
    // The server's reason comes with it.
    expect(alert.textContent).not.toBe('The problem could not be loaded');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('problem page: keeping what it shows', () => {
  it('keeps the statement and the workbench when the re-read after a verdict fails, with a quiet retry', async () => {
    let fail = false;
    server.use(
      http.get('*/api/get-problem-detail', () =>
        fail ? new HttpResponse(null, { status: 500 }) : ok(problemInfo()),
      ),
    );
    const { user } = renderPage('/problem/P1001');
    await heading();
    await user.type(await screen.findByRole('textbox', { name: 'Scratch' }), 'my verdict and code');

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Judged' }));
    expect(await screen.findByText('Could not refresh: showing what was loaded before.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /A \+ B Problem/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Scratch' })).toHaveValue('my verdict and code');
    expect(screen.queryByText('The problem could not be loaded')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Could not refresh: showing what was loaded before.'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: 'Scratch' })).toHaveValue('my verdict and code');
  });

  it('shows a problem whose difficulty and type arrive as names of built-in object keys, without them', async () => {
    problemDetail(problemInfo({ difficulty: 'constructor' as never, type: '__proto__' as never }));
    renderPage('/problem/P1001');
    expect(await heading()).toBeInTheDocument();
    // No tag is drawn for them (a plain lookup drew two empty ones from Object's members).
    const empty = screen.getAllByRole('listitem').filter((item) => item.textContent?.trim() === '');
    expect(empty).toEqual([]);
  });

  it('asks once for a missing problem the address already asked for, and says so once, in English', async () => {
    const calls = { count: 0 };
    server.use(
      http.get('*/api/get-problem-detail', () => {
        calls.count += 1;
      }),
    );
    // The app asks for the problem with the address and renders once the page's code is in.
    const client = testQueryClient();
    await prefetchProblem(client, 'NOPE999');
    renderPage('/problem/NOPE999', client);
    expect(await screen.findByText('The problem could not be loaded')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    expect(toastsSignal.value.map((toast) => toast.message)).toEqual(['No problem has this id.']);
  });
});

describe('problem page: tabs', () => {
  it('asks a visitor to log in on the my-submissions tab, with a button that opens the login dialog', async () => {
    problemDetail();
    const { user } = renderPage('/problem/P1001');
    await heading();
    await user.click(screen.getByRole('tab', { name: 'My submissions' }));
    const panel = screen.getByRole('tabpanel', { name: 'My submissions' });
    expect(within(panel).getByText('Log in to see your submissions of this problem.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Login' }));
    expect(loginDialogSignal.value.open).toBe(true);
  });

  it('shows the submissions panel to a signed-in reader, for the contest problem by its display id', async () => {
    await loginAs('alice');
    contestProblem(problemInfo({ title: 'A + B Problem' }));
    navigationList([]);
    const { user } = renderPage('/contest/2/problem/A');
    expect(await heading()).toHaveTextContent('A A + B Problem');
    await user.click(screen.getByRole('tab', { name: 'My submissions' }));
    expect(screen.getByText('Submissions of A in 2')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    problemDetail();
    const { user } = renderPage('/problem/P1001');
    await heading();
    screen.getByRole('tab', { name: 'Problem description' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My submissions' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'My submissions' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Problem description' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers the annex only when the problem has files, listing, showing and downloading them', async () => {
    problemDetail(problemInfo({ userExtraFile: '{"data.txt":"1 2 3","notes.md":"read me"}' }));
    const { user } = renderPage('/problem/P1001');
    await heading();
    await user.click(screen.getByRole('tab', { name: 'Problem annex' }));
    const panel = screen.getByRole('tabpanel', { name: 'Problem annex' });
    expect(within(panel).getByText('1 2 3')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'notes.md' }));
    expect(within(panel).getByText('read me')).toBeInTheDocument();
    const download = within(panel).getByRole('link', { name: 'Download data.txt' });
    expect(download).toHaveAttribute('download', 'data.txt');
    expect(download.getAttribute('href')).toContain(encodeURIComponent('1 2 3'));
  });

  it('has no annex tab without files', async () => {
    problemDetail(problemInfo({ userExtraFile: '{}' }));
    renderPage('/problem/P1001');
    await heading();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Problem description',
      'My submissions',
    ]);
  });
});

describe('problem page: split pane', () => {
  it('moves the divider with the arrow keys, Home and End, within the minimums, and remembers it', async () => {
    problemDetail();
    renderPage('/problem/P1001');
    await heading();
    const divider = screen.getByRole('separator', { name: 'Resize the statement and the editor' });
    expect(divider).toHaveAttribute('aria-orientation', 'vertical');
    // jsdom lays nothing out: the pane counts as the window's width (1024 px), so the statement may take
    // 420 px (its minimum) to 432 px (leaving the editor its 580 px and the divider its 12).
    expect(divider).toHaveAttribute('aria-valuemin', '420');
    expect(divider).toHaveAttribute('aria-valuemax', '432');
    divider.focus();
    fireEvent.keyDown(divider, { key: 'End' });
    expect(divider).toHaveAttribute('aria-valuenow', '432');
    expect(localStorage.getItem(SPLIT_STORAGE_KEY)).toBe('432');
    fireEvent.keyDown(divider, { key: 'ArrowLeft' });
    expect(divider).toHaveAttribute('aria-valuenow', '420');
    fireEvent.keyDown(divider, { key: 'ArrowRight' });
    expect(divider).toHaveAttribute('aria-valuenow', '432');
    fireEvent.keyDown(divider, { key: 'Home' });
    expect(divider).toHaveAttribute('aria-valuenow', '420');
    expect(localStorage.getItem(SPLIT_STORAGE_KEY)).toBe('420');
  });

  it('stacks statement and workbench without a divider on a narrow screen', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = jest.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    try {
      problemDetail();
      renderPage('/problem/P1001');
      await heading();
      expect(await screen.findByRole('region', { name: 'Workbench' })).toBeInTheDocument();
      expect(screen.queryByRole('separator')).not.toBeInTheDocument();
      expect(window.matchMedia).toHaveBeenCalledWith(WIDE_LAYOUT_QUERY);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('collapses to the problem alone and restores the workbench, keeping it mounted', async () => {
    problemDetail();
    const { user } = renderPage('/problem/P1001');
    await heading();
    const workbench = await screen.findByRole('region', { name: 'Workbench' });
    const collapse = screen.getByRole('button', { name: 'Show only the problem' });
    expect(collapse).toHaveAttribute('aria-pressed', 'false');

    await user.click(collapse);
    expect(collapse).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Workbench' })).not.toBeInTheDocument();

    await user.click(collapse);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Workbench' })).toBe(workbench);
  });
});

describe('problem page: header actions', () => {
  it('links solutions and (while open) the discussion of a bank problem', async () => {
    problemDetail();
    renderPage('/problem/P1001');
    await heading();
    expect(screen.getByRole('link', { name: 'Solutions' })).toHaveAttribute(
      'href',
      '/status?problemID=P1001&completeProblemID=true',
    );
    expect(await screen.findByRole('link', { name: 'Discussion' })).toHaveAttribute(
      'href',
      '/discussion/P1001',
    );
    // A bank problem has no full-screen page.
    expect(screen.queryByRole('button', { name: 'Focus mode' })).not.toBeInTheDocument();
  });

  it('hides the discussion link while public discussion is closed', async () => {
    server.use(
      http.get('*/api/get-website-config', () => ok({ ...siteConfig, openPublicDiscussion: false })),
    );
    problemDetail();
    const { queryClient } = renderPage('/problem/P1001');
    await heading();
    await screen.findByRole('link', { name: 'Solutions' });
    // Only once the closed setting is in can the link's absence say anything.
    await waitFor(() =>
      expect(queryClient.getQueryState(websiteConfigQuery().queryKey)?.status).toBe('success'),
    );
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'Discussion' })).not.toBeInTheDocument();
  });

  it('links a group problem to the group discussion', async () => {
    problemDetail();
    renderPage('/group/3/problem/P1001');
    await heading();
    expect(await screen.findByRole('link', { name: 'Discussion' })).toHaveAttribute(
      'href',
      '/group/3/discussion/P1001',
    );
    expect(screen.getByRole('link', { name: 'Solutions' })).toHaveAttribute(
      'href',
      '/group/3/status?problemID=P1001&completeProblemID=true&gid=3',
    );
  });

  it('never links a discussion inside a contest; switches to focus mode and back', async () => {
    await loginAs('alice');
    contestProblem(problemInfo());
    navigationList([]);
    const { user, router } = renderPage('/contest/2/problem/A');
    await heading();
    expect(screen.queryByRole('link', { name: 'Discussion' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solutions' })).toHaveAttribute(
      'href',
      '/contest/2/submissions?problemID=A',
    );

    const focus = screen.getByRole('button', { name: 'Focus mode' });
    expect(focus).toHaveAttribute('aria-pressed', 'false');
    await user.click(focus);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/2/problem/A/full-screen'));
    const pressed = await screen.findByRole('button', { name: 'Focus mode', pressed: true });
    await user.click(pressed);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/2/problem/A'));
  });

  it('opens the statistics in a dialog with a table, closed by Escape, focus back on its button', async () => {
    problemDetail();
    const { user } = renderPage('/problem/P1001');
    await heading();
    const button = screen.getByRole('button', { name: 'Statistics' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Statistics: A + B Problem' });
    const table = within(dialog).getByRole('table');
    expect(within(table).getByRole('row', { name: 'Accepted 6 60%' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Wrong Answer 3 30%' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Total 10' })).toBeInTheDocument();
    expect(within(dialog).getByText('6 of 10 submissions accepted')).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('img', { name: '6 of 10 submissions accepted' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});

describe('problem page: navigation footer', () => {
  const items: ProblemFullScreenListVO[] = [
    { pid: 1001, problemId: 'P1001', title: 'A + B Problem', status: 0, score: null },
    { pid: 1002, problemId: 'P1002', title: 'Palindromes', status: -1, score: null },
    { pid: 1003, problemId: 'P1003', title: 'Fibonacci Again', status: null, score: null },
  ];

  it('lists the training problems with their status and re-reads them when a judgement ends', async () => {
    await loginAs('alice');
    const detailCalls = problemDetail();
    const listCalls = navigationList(items);
    const { user } = renderPage('/training/3/problem/P1001');
    await heading();
    const nav = await screen.findByRole('navigation', { name: 'Problems of this training' });
    const current = await within(nav).findByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('P1001A + B ProblemAccepted');
    expect(within(nav).getByRole('link', { name: /P1002/ })).toHaveAttribute(
      'href',
      '/training/3/problem/P1002',
    );
    expect(within(nav).getByRole('link', { name: /P1002/ })).toHaveTextContent('Wrong Answer');
    expect(listCalls.count).toBe(1);
    expect(detailCalls.count).toBe(1);

    await user.click(await screen.findByRole('button', { name: 'Judged' }));
    await waitFor(() => expect(listCalls.count).toBe(2));
    await waitFor(() => expect(detailCalls.count).toBe(2));
  });

  it('keeps full-screen links full-screen in a contest', async () => {
    await loginAs('alice');
    contestProblem(problemInfo());
    navigationList([
      { pid: 1001, problemId: 'A', title: 'A + B Problem', status: null, score: null },
      { pid: 1002, problemId: 'B', title: 'Palindromes', status: 8, score: 40 },
    ]);
    renderPage('/contest/2/problem/A/full-screen');
    const nav = await screen.findByRole('navigation', { name: 'Problems of this contest' });
    const second = await within(nav).findByRole('link', { name: /^B/ });
    expect(second).toHaveAttribute('href', '/contest/2/problem/B/full-screen');
    expect(second).toHaveTextContent('40 points');
  });

  it('is not shown to a visitor of a training, who cannot ask for it', async () => {
    problemDetail();
    const listCalls = navigationList(items);
    renderPage('/training/3/problem/P1001');
    await heading();
    await act(async () => undefined);
    expect(listCalls.count).toBe(0);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('problem page: languages', () => {
  it('speaks Chinese to a zh-CN reader', async () => {
    act(() => resetPortal('zh-CN'));
    problemDetail();
    renderPage('/problem/P1001');
    await screen.findByRole('heading', { level: 1, name: /A \+ B Problem/ });
    expect(screen.getByRole('tab', { name: '题目描述' })).toBeInTheDocument();
    expect(screen.getByText(/C\/C\+\+：1,000 ms，256 MB；其他语言：2,000 ms，512 MB/)).toBeInTheDocument();
  });
});
