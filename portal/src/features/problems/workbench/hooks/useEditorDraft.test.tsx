import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ProblemInfoVO } from '@generated/model/index';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { problems } from '@hoj/mocks/store/schema/problems';
import { userSignal } from '@portal/shared/session/sessionSignals';
import { themeChoiceSignal } from '@portal/shared/theme/themeState';
import { loginAs } from '@portal/test/loginAs';
import { monacoStubState } from '@hoj/core/test/monacoStub';
import { renderWithProviders, resetPortal } from '@portal/test/renderApp';
import {
  draftKey,
  loadDraft,
  saveDraft,
  type StoredDraft,
} from '@portal/features/problems/editor/draftStore';
import { problemRouteOf } from '@portal/features/problems/model/problemRoute';
import { Workbench } from '../Workbench';

installMockServer();

const route = problemRouteOf({ problemID: 'P1001' }, '/problem/P1001');

function problemInfo(overrides: Partial<ProblemInfoVO> = {}): ProblemInfoVO {
  const row = problems.one('problemId', 'P1001');
  if (!row) throw new Error('P1001 is not seeded');
  return {
    problem: { id: row.id, problemId: row.problemId, title: row.title, isRemote: false },
    tags: [],
    languages: row.languages,
    problemCount: { total: 0, ac: 0, mle: 0, tle: 0, re: 0, pe: 0, ce: 0, wa: 0, se: 0, pa: 0 },
    codeTemplate: row.codeTemplates,
    ...overrides,
  };
}

function renderWorkbench(info = problemInfo()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <MemoryRouter>
      <Workbench problem={info} route={route} onJudged={jest.fn()} />
    </MemoryRouter>,
    queryClient,
  );
}

const editor = () => screen.findByRole('textbox', { name: 'Code editor' });
const monaco = () => {
  const found = monacoStubState.editors.at(-1);
  if (!found) throw new Error('Monaco has not opened');
  return found;
};

const stored = (code: string, editedAt: number): StoredDraft => ({
  language: 'C++',
  theme: 'auto',
  fontSize: 14,
  tabSize: 4,
  code,
  editedAt,
});

/** What another tab of the same browser does: write the entry, and the browser tells this tab. */
function otherTabWrites(key: string, draft: StoredDraft) {
  const text = JSON.stringify(draft);
  localStorage.setItem(key, text);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: text }));
  });
}

beforeEach(() => {
  resetPortal();
  monacoStubState.reset();
});

describe('drafts across tabs', () => {
  it("takes over another tab's later draft, so one keystroke here cannot wipe that tab's code", async () => {
    const key = draftKey(route, null);
    saveDraft(key, stored('// old', 1_000));
    renderWorkbench();
    expect(await editor()).toHaveValue('// old');

    otherTabWrites(key, stored('// tab A wrote this long solution', Date.now() + 5_000));
    expect(await editor()).toHaveValue('// tab A wrote this long solution');
    act(() => monaco().type('x'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(loadDraft(key)?.code).toBe('// tab A wrote this long solution' + 'x');
  });

  it("ignores an older tab's write and keeps its own later text", async () => {
    const key = draftKey(route, null);
    renderWorkbench();
    await editor();
    act(() => monaco().type('// mine'));
    const mine = monaco().getValue();
    otherTabWrites(key, stored('// stale', 1));
    expect(monaco().getValue()).toBe(mine);
  });

  it('lets the reader undo a draft taken over from another tab', async () => {
    const key = draftKey(route, null);
    renderWorkbench();
    await editor();
    act(() => monaco().type('// here'));
    const before = monaco().getValue();
    otherTabWrites(key, stored('// there', Date.now() + 5_000));
    act(() => monaco().undo());
    expect(monaco().getValue()).toBe(before);
    expect(monacoStubState.setValueCalls).toBe(0);
  });
});

describe('drafts per reader', () => {
  it('keeps what a visitor typed when they sign in on the page, and hides it from the shared visitor copy', async () => {
    renderWorkbench();
    await editor();
    act(() => monaco().type('\n// written before signing in'));
    const typed = monaco().getValue();
    await act(async () => {
      await loginAs('alice');
    });
    await waitFor(() => expect(monaco().getValue()).toBe(typed));
    const uid = userSignal.value?.uid ?? null;
    expect(uid).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(loadDraft(draftKey(route, uid))?.code).toBe(typed);
    expect(loadDraft(draftKey(route, null))).toBeNull();
  });

  it("never opens another account's draft", async () => {
    await loginAs('bob');
    const bob = userSignal.value?.uid ?? null;
    saveDraft(draftKey(route, bob), stored("// bob's solution", 1_000));
    await loginAs('alice');
    renderWorkbench();
    expect(await editor()).not.toHaveValue("// bob's solution");
  });
});

describe('the editor with outside names and themes', () => {
  it('treats languages named like built-in object keys as plain names', async () => {
    renderWorkbench(
      problemInfo({
        languages: ['constructor', '__proto__', 'toString', 'C++'],
        codeTemplate: { 'C++': '// c++ template' },
      }),
    );
    expect(await editor()).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'toString' } });
    expect(await editor()).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'C++' } });
    expect(await editor()).toHaveValue('// c++ template');
  });

  it('survives a problem sent with null languages and templates', async () => {
    renderWorkbench(problemInfo({ languages: null as never, codeTemplate: null as never }));
    expect(await editor()).toHaveValue('');
    expect(screen.getByLabelText('Language')).toHaveValue('C');
  });

  it("follows the site's dark theme until the reader picks one", async () => {
    act(() => {
      themeChoiceSignal.value = 'dark';
    });
    renderWorkbench();
    await editor();
    expect(monacoStubState.theme).toBe('material');
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'idea' } });
    expect(monacoStubState.theme).toBe('idea');
    act(() => {
      themeChoiceSignal.value = 'light';
    });
  });

  it('says on screen how to leave the editor by keyboard', async () => {
    renderWorkbench();
    expect(await editor()).toHaveAccessibleDescription(/Press Ctrl\+M to make Tab move focus out of it/);
    act(() => monaco().pressCtrlM());
    expect(screen.getByText(/Tab now moves focus out of the editor/)).toBeVisible();
  });
});
