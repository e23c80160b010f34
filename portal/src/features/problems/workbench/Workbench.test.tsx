import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import type { ProblemInfoVO } from '@generated/model/index';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { problems } from '@hoj/mocks/store/schema/problems';
import { clock } from '@hoj/mocks/store/clock';
import { DEMO_CONTEST_PASSWORD } from '@hoj/mocks/contests/seedContests';
import { contests } from '@hoj/mocks/store/schema/contests';
import { contestProblems } from '@hoj/mocks/store/schema/problems';
import { loginDialogSignal } from '@portal/shared/auth/loginDialogState';
import { toastsSignal } from '@portal/shared/toast/toastStore';
import { loginAs } from '@portal/test/loginAs';
import { monacoStubState } from '@hoj/core/test/monacoStub';
import { renderWithProviders, resetPortal } from '@portal/test/renderApp';
import { draftKey, saveDraft } from '../editor/draftStore';
import { problemRouteOf } from '../model/problemRoute';
import { Workbench } from './Workbench';

const server = installMockServer();

const route = problemRouteOf({ problemID: 'P1001' }, '/problem/P1001');

/** P1001 as the problem page hands it over, read from the mock's own table. */
function problemInfo(problemId = 'P1001'): ProblemInfoVO {
  const row = problems.one('problemId', problemId);
  if (!row) throw new Error(`${problemId} is not seeded`);
  return {
    problem: {
      id: row.id,
      problemId: row.problemId,
      title: row.title,
      description: row.description,
      examples: row.examples,
      isRemote: row.isRemote,
      judgeMode: row.judgeMode,
    },
    tags: [{ name: '模拟' }],
    languages: row.languages,
    problemCount: { total: 0, ac: 0, mle: 0, tle: 0, re: 0, pe: 0, ce: 0, wa: 0, se: 0, pa: 0 },
    codeTemplate: row.codeTemplates,
  };
}

const PROGRAM = (verdict: string) =>
  `#include <cstdio>\n// hoj:verdict ${verdict}\nint main() { int a, b; scanf("%d%d", &a, &b); printf("%d\\n", a + b); }\n`;

function renderWorkbench(onJudged = jest.fn(), problemId = 'P1001') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onSubmitted = jest.fn();
  const view = renderWithProviders(
    <MemoryRouter>
      <Workbench
        problem={problemInfo(problemId)}
        route={problemRouteOf({ problemID: problemId }, `/problem/${problemId}`)}
        onJudged={onJudged}
        onSubmitted={onSubmitted}
      />
    </MemoryRouter>,
    queryClient,
  );
  return { ...view, onJudged, onSubmitted };
}

const editor = () => screen.findByRole('textbox', { name: 'Code editor' });
/** The workbench's polite live region for the judge's status (the toasts have their own). */
const liveRegion = () => screen.getByRole('status', { name: 'Judge status' });
/** Submit stays focusable while it waits: it says so with aria-disabled instead of `disabled`. */
const submitButton = () => screen.getByRole('button', { name: /^Submit(ting)?$/ });
const expectSubmitWaiting = () => {
  expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
  expect(submitButton()).not.toBeDisabled();
};
const expectSubmitOpen = () => expect(submitButton()).toHaveAttribute('aria-disabled', 'false');
const toastTexts = () => toastsSignal.value.map((toast) => toast.message);

async function setCode(code: string) {
  fireEvent.input(Object.assign(await editor(), { value: code }));
}

/** Clicks Submit and lets the 500 ms debounce pass. */
async function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(500);
  });
}

/** Moves the judge (mock clock) and the page's poll (fake timers) forward together. */
async function pass(ms: number) {
  clock.advance(ms);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  resetPortal();
  monacoStubState.reset();
});

describe('Workbench editor', () => {
  it('opens with the language template in Monaco, under the code editor name', async () => {
    renderWorkbench();
    const templates = problemInfo().codeTemplate;
    const language = screen.getByLabelText('Language');
    expect(await editor()).toHaveValue(templates[(language as HTMLSelectElement).value] ?? '');
    expect(monacoStubState.themes).toHaveLength(8);
    fireEvent.change(language, { target: { value: 'C++' } });
    expect(await editor()).toHaveValue(templates['C++']);
    fireEvent.change(language, { target: { value: 'Python3' } });
    expect(await editor()).toHaveValue(templates.Python3);
  });

  it('restores the draft of this problem after a reload, and offers reset with a confirmation', async () => {
    saveDraft(draftKey(route, null), {
      language: 'Python3',
      theme: 'dracula',
      fontSize: 16,
      tabSize: 2,
      code: 'print(1)',
      editedAt: 1,
    });
    const first = renderWorkbench();
    expect(await editor()).toHaveValue('print(1)');
    expect(screen.getByLabelText('Theme')).toHaveValue('dracula');
    await setCode('print(2)');
    first.unmount();

    renderWorkbench();
    expect(await editor()).toHaveValue('print(2)');
    fireEvent.click(screen.getByRole('button', { name: 'Reset code' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset code' });
    expect(dialog).toHaveTextContent('Are you sure you want to reset your code');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await editor()).toHaveValue(problemInfo().codeTemplate.Python3);
  });
});

describe('Workbench submit', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('asks a visitor to log in', async () => {
    renderWorkbench();
    await editor();
    await submit();
    expect(toastTexts()).toContain('Please login first');
    expect(loginDialogSignal.value).toMatchObject({ open: true, notice: 'loginRequired' });
  });

  it('refuses blank and over-long code', async () => {
    await loginAs('alice');
    renderWorkbench();
    await setCode('   ');
    await submit();
    expect(toastTexts()).toContain('Code can not be empty');
    await setCode('x'.repeat(65536));
    await submit();
    expect(toastTexts()).toContain('Code Length can not exceed 65535');
  });

  it('gathers clicks for 500 ms, follows the judge to the verdict, announces each status, and frees Submit 2 s later', async () => {
    await loginAs('alice');
    const submitted: unknown[] = [];
    const checks: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/submit-problem-judge')) submitted.push(request.url);
      if (request.url.endsWith('/api/check-submissions-status')) checks.push(request.url);
    });
    clock.freeze();
    const { onJudged, onSubmitted } = renderWorkbench();
    await setCode(PROGRAM('AC'));
    const button = screen.getByRole('button', { name: 'Submit' });
    button.focus();
    fireEvent.click(button);
    // The click is answered at once: the button says it is submitting while the clicks are gathered.
    expect(button).toHaveAccessibleName('Submitting');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(liveRegion()).toHaveTextContent('Submitting');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    fireEvent.click(button);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(499);
    });
    expect(submitted).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    const live = liveRegion();
    await waitFor(() => expect(toastTexts()).toContain('Submit code successfully'));
    expect(submitted).toHaveLength(1);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(live).toHaveTextContent(/^Pending$/));
    // Waiting, but still the element with focus: a click now does nothing.
    expectSubmitWaiting();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(submitted).toHaveLength(1);

    clock.advance(1000);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect(live).toHaveTextContent(/^Compiling$/));
    await pass(2000);
    await waitFor(() => expect(live).toHaveTextContent(/^Judging$/));
    await pass(2000);
    await waitFor(() => expect(live).toHaveTextContent(/^Accepted$/));
    expect(onJudged).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: /Accepted/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/submission-detail\/\d+$/),
    );
    expectSubmitWaiting();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1999);
    });
    expectSubmitWaiting();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expectSubmitOpen();
    expect(button).toHaveFocus();

    // The verdict is final: a whole minute later not one more status check has been made.
    const polls = checks.length;
    await pass(60_000);
    expect(checks).toHaveLength(polls);
    clock.unfreeze();
  });

  it('announces a scored verdict with its score', async () => {
    const oi = problems.find((p) => p.type === 1 && p.auth === 1 && p.gid === null && !p.isRemote);
    if (!oi) throw new Error('the seed has no public OI problem');
    await loginAs('alice');
    clock.freeze();
    renderWorkbench(jest.fn(), oi.problemId);
    await setCode(PROGRAM('PA'));
    await submit();
    for (let i = 0; i < 2; i += 1) await pass(2000);
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^Partial Accepted, score \d+$/));
    clock.unfreeze();
  });

  it('says when the judge status cannot be checked, keeps asking with a growing wait, and recovers by itself', async () => {
    await loginAs('alice');
    let down = false;
    let failed = 0;
    server.use(
      http.post('*/api/check-submissions-status', () => {
        if (!down) return undefined;
        failed += 1;
        return HttpResponse.error();
      }),
    );
    clock.freeze();
    const { onJudged } = renderWorkbench();
    await setCode(PROGRAM('WA'));
    await submit();
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Pending'));
    down = true;
    await pass(2000);
    const notice = await screen.findByText(/^Status updates paused: the server could not be reached/);
    expect(
      within(notice.parentElement as HTMLElement).getByRole('button', { name: 'Retry' }),
    ).toBeInTheDocument();
    // Two minutes of a server that does not answer: a handful of polls, not one every 2 s.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(120_000);
    });
    expect(failed).toBeGreaterThanOrEqual(5);
    expect(failed).toBeLessThanOrEqual(9);
    expect(onJudged).not.toHaveBeenCalled();

    down = false;
    await pass(36_000);
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Wrong Answer'));
    expect(screen.queryByText(/^Status updates paused/)).not.toBeInTheDocument();
    expect(onJudged).toHaveBeenCalledTimes(1);
    clock.unfreeze();
  });

  it('offers a resubmission after Submitted Failed', async () => {
    await loginAs('alice');
    clock.freeze();
    const { onSubmitted } = renderWorkbench();
    await setCode(PROGRAM('SF'));
    await submit();
    for (let i = 0; i < 3; i += 1) await pass(2000);
    const resubmit = await screen.findByRole('button', { name: 'Resubmit' });
    fireEvent.click(resubmit);
    await waitFor(() => expect(toastTexts()).toContain('Resubmitted Successfully'));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Pending'));
    expect(onSubmitted).toHaveBeenCalledTimes(2);
    clock.unfreeze();
  });
});

describe('Workbench in a protected OI contest', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  /** The seed's protected OI contest, made to run now with its board sealed from the start. */
  function runningSealedOiContest() {
    const contest = contests.find((c) => c.auth === 2 && c.type === 1 && c.gid === null);
    const first = contest && contestProblems.filter((p) => p.cid === contest.id)[0];
    if (!contest || !first) throw new Error('the seed has no protected OI contest with problems');
    const start = new Date(clock.nowMs() - 60 * 60 * 1000);
    contests.update(contest, {
      startTime: start,
      endTime: new Date(clock.nowMs() + 2 * 60 * 60 * 1000),
      sealRank: true,
      sealRankTime: start,
    });
    const bank = problems.get(first.pid);
    if (!bank) throw new Error('contest problem without a bank problem');
    return { contest, displayId: first.displayId, problemId: bank.problemId };
  }

  it('asks for the password before the first submit, registers, submits, and keeps the result hidden', async () => {
    const { contest, displayId, problemId } = runningSealedOiContest();
    await loginAs('bob');
    clock.freeze();
    const contestRoute = problemRouteOf(
      { contestID: String(contest.id), problemID: displayId },
      `/contest/${contest.id}/problem/${displayId}`,
    );
    renderWithProviders(
      <MemoryRouter>
        <Workbench problem={problemInfo(problemId)} route={contestRoute} onJudged={jest.fn()} />
      </MemoryRouter>,
      new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
    );
    await setCode(PROGRAM('WA'));
    // Submit waits for the contest's rules.
    await waitFor(expectSubmitOpen);
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Contest password' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register and submit' }));
    expect(await within(dialog).findByText('Enter the contest password')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: DEMO_CONTEST_PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register and submit' }));
    await waitFor(() => expect(toastTexts()).toContain('Register contest successfully'));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Submitted successfully'));

    // The board is sealed: the verdict stays hidden after the judge has finished.
    for (let i = 0; i < 3; i += 1) await pass(2000);
    expect(liveRegion()).toHaveTextContent('Submitted successfully');
    expect(screen.queryByText('Wrong Answer')).not.toBeInTheDocument();
    clock.unfreeze();
  });
});

describe('Workbench last accepted code', () => {
  it('says so when the user has not passed the problem', async () => {
    await loginAs('bob');
    renderWorkbench();
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Last accepted code' }));
    const dialog = screen.getByRole('dialog', { name: 'Last accepted code' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'You have not passed the problem so you cannot get the code passed recently',
      ),
    );
  });
});

describe('Workbench test judge', () => {
  it('opens as a sheet that takes focus, says how output is checked, runs a sample and says which passed', async () => {
    await loginAs('alice');
    renderWorkbench();
    await setCode(PROGRAM('AC'));
    const toggle = screen.getByRole('button', { name: 'Test judge' });
    toggle.focus();
    fireEvent.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Test judge' });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(within(sheet).getByText('Judge mode: Default')).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Sample 1' }));
    expect(within(sheet).getByLabelText('Input')).not.toHaveValue('');
    expect(within(sheet).getByText(/^\d+ \/ 1000$/)).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Run test' }));
    expect(await within(sheet).findByText('Passed sample 1', {}, { timeout: 20_000 })).toBeInTheDocument();
    // The run button is hidden with its tab: focus goes to the result's tab, still inside the sheet.
    expect(within(sheet).getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
    expect(within(sheet).getByRole('tab', { name: 'Result' })).toHaveFocus();

    // Escape closes it and gives focus back to its toggle; what was typed is still there on return.
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Test judge' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    const again = screen.getByRole('dialog', { name: 'Test judge' });
    expect(within(again).getByText('Passed sample 1')).toBeInTheDocument();
  });

  it("names a special judge's mode", async () => {
    const spj = problems.find((p) => p.judgeMode === 'spj' && p.auth === 1 && p.gid === null);
    if (!spj) throw new Error('the seed has no public special-judge problem');
    renderWorkbench(jest.fn(), spj.problemId);
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Test judge' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Test judge' })).getByText('Judge mode: Special Judge'),
    ).toBeInTheDocument();
  });

  describe('polling', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
    afterEach(() => {
      jest.useRealTimers();
      clock.unfreeze();
    });

    it('asks for the result every second while pending, after failures with a growing wait, and stops at the result', async () => {
      await loginAs('alice');
      clock.freeze();
      let down = true;
      let asked = 0;
      server.events.on('request:start', ({ request }) => {
        if (request.url.includes('/api/get-test-judge-result')) asked += 1;
      });
      server.use(http.get('*/api/get-test-judge-result', () => (down ? HttpResponse.error() : undefined)));
      renderWorkbench();
      await setCode(PROGRAM('AC'));
      fireEvent.click(screen.getByRole('button', { name: 'Test judge' }));
      const sheet = screen.getByRole('dialog', { name: 'Test judge' });
      fireEvent.click(within(sheet).getByRole('button', { name: 'Sample 1' }));
      fireEvent.click(within(sheet).getByRole('button', { name: 'Run test' }));
      expect(
        await within(sheet).findByText(/^Status updates paused: the server could not be reached/),
      ).toBeInTheDocument();
      expect(within(sheet).getByText('Pending')).toBeInTheDocument();
      // A minute without the server: a handful of polls (2, 4, 8, 16, 30 s apart), not sixty.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(asked).toBeGreaterThanOrEqual(4);
      expect(asked).toBeLessThanOrEqual(8);

      down = false;
      clock.advance(2_000);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(36_000);
      });
      await waitFor(() => expect(within(sheet).getByText('Accepted')).toBeInTheDocument());
      const final = asked;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(asked).toBe(final);
    });
  });
});

describe('Workbench AI help', () => {
  async function judged(verdict: string) {
    await loginAs('alice');
    clock.freeze();
    renderWorkbench();
    await setCode(PROGRAM(verdict));
    await submit();
    for (let i = 0; i < 3; i += 1) await pass(2000);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    clock.unfreeze();
  }

  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('stays off after an accepted submission', async () => {
    await judged('AC');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Accepted'));
    expect(screen.getByRole('button', { name: 'Ask AI for help' })).toBeDisabled();
  });

  it('streams an answer after a wrong answer, then the disclaimer; a new submit aborts it', async () => {
    await judged('WA');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Wrong Answer'));
    jest.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Ask AI for help' }));
    const panel = screen.getByRole('region', { name: 'AI help' });
    // The answer is rendered again with each piece, so its text is looked for in the panel as a whole.
    await waitFor(() => expect(panel).toHaveTextContent(/I read your C\S* code/));
    await waitFor(() =>
      expect(panel).toHaveTextContent('This content is AI generated and may be wrong: check it yourself.'),
    );
    // Screen readers hear once that the answer is complete, not each piece as it streamed in.
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'The AI helper has finished its answer, shown below',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Ask AI for help' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'AI help' })).toHaveTextContent(/I read your/),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'AI help' })).toBeNull());
  });

  it('tells a network failure apart, with a retry', async () => {
    await judged('TLE');
    jest.useRealTimers();
    server.use(http.post('*/api/ai/chat-stream', () => HttpResponse.error()));
    fireEvent.click(screen.getByRole('button', { name: 'Ask AI for help' }));
    const panel = screen.getByRole('region', { name: 'AI help' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'network error, check network and retry',
    );
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
