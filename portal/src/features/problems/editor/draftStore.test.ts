import { problemRouteOf } from '../model/problemRoute';
import {
  adoptVisitorDraft,
  draftKey,
  legacyDraftKeys,
  loadDraft,
  openDraft,
  saveDraft,
  watchDraft,
  type StoredDraft,
} from './draftStore';
import { loadGlobalSettings } from './editorSettings';

const plain = problemRouteOf({ problemID: 'P1001' }, '/problem/P1001');
const training = problemRouteOf({ problemID: 'P1001', trainingID: '3' }, '/training/3/problem/P1001');
const contest = problemRouteOf({ problemID: 'A', contestID: '7' }, '/contest/7/problem/A');
const otherContest = problemRouteOf({ problemID: 'A', contestID: '8' }, '/contest/8/problem/A');
const group = problemRouteOf({ problemID: 'P1001', groupID: '2' }, '/group/2/problem/P1001');

const draft: StoredDraft = {
  language: 'Java',
  theme: 'dracula',
  fontSize: 16,
  tabSize: 2,
  code: 'class Main {}',
  editedAt: 1_000,
};

beforeEach(() => localStorage.clear());

describe('draftKey', () => {
  it('keeps one draft per problem, per contest and per group; a training shares the bank problem', () => {
    const keys = [plain, contest, otherContest, group].map((place) => draftKey(place, 'u1'));
    expect(new Set(keys).size).toBe(4);
    expect(draftKey(training, 'u1')).toBe(draftKey(plain, 'u1'));
  });

  it('gives each account its own draft, and visitors one of their own', () => {
    expect(new Set([draftKey(plain, 'u1'), draftKey(plain, 'u2'), draftKey(plain, null)]).size).toBe(3);
  });
});

describe('saving and opening', () => {
  it('restores a saved draft for its own problem and reader only', () => {
    saveDraft(draftKey(contest, 'u1'), draft);
    expect(openDraft(contest, 'u1')).toEqual(draft);
    expect(openDraft(plain, 'u1')).toBeNull();
    expect(openDraft(otherContest, 'u1')).toBeNull();
    // The next student on a lab PC does not open it.
    expect(openDraft(contest, 'u2')).toBeNull();
    expect(openDraft(contest, null)).toBeNull();
  });

  it("makes the draft's settings, never its code, the defaults for unseen problems", () => {
    saveDraft(draftKey(plain, 'u1'), draft);
    expect(loadGlobalSettings()).toEqual({ language: 'Java', theme: 'dracula', fontSize: 16, tabSize: 2 });
    const withoutCode = Object.keys(localStorage)
      .map((key) => localStorage.getItem(key) ?? '')
      .filter((text) => !text.includes('class Main'));
    expect(withoutCode).toHaveLength(1);
  });

  it('never overwrites a later edit another tab stored', () => {
    const key = draftKey(plain, 'u1');
    expect(saveDraft(key, { ...draft, code: 'newer, from tab A', editedAt: 2_000 })).toBe('saved');
    expect(saveDraft(key, { ...draft, code: 'x', editedAt: 1_500 })).toBe('stale');
    expect(loadDraft(key)?.code).toBe('newer, from tab A');
    expect(saveDraft(key, { ...draft, code: 'newer, from tab A, then x', editedAt: 2_500 })).toBe('saved');
    expect(loadDraft(key)?.code).toBe('newer, from tab A, then x');
  });

  it('reads damaged entries as no draft', () => {
    localStorage.setItem(draftKey(plain, 'u1'), '{not json');
    expect(openDraft(plain, 'u1')).toBeNull();
    localStorage.setItem(draftKey(plain, 'u1'), JSON.stringify({ code: 42 }));
    expect(openDraft(plain, 'u1')).toBeNull();
  });
});

describe('drafts left by earlier front ends', () => {
  it("takes over HOJ's own draft of the problem once, in its language and settings", () => {
    const hoj = {
      code: 'int main() { return 0; }',
      language: 'C++',
      theme: 'monokai',
      fontSize: 15,
      tabSize: 2,
    };
    localStorage.setItem('hojProblemCodeAndSetting_NoContest_P1001', JSON.stringify(hoj));
    localStorage.setItem('hojProblemCodeAndSetting_7_A', JSON.stringify({ ...hoj, code: 'contest code' }));

    expect(openDraft(plain, 'u1')).toMatchObject({ code: hoj.code, language: 'C++', theme: 'monokai' });
    expect(openDraft(contest, 'u1')?.code).toBe('contest code');
    // Read once: it now lives under the reader's key and is not handed to a second account.
    expect(localStorage.getItem('hojProblemCodeAndSetting_NoContest_P1001')).toBeNull();
    expect(openDraft(plain, 'u2')).toBeNull();
    expect(openDraft(plain, 'u1')?.code).toBe(hoj.code);
  });

  it("reads HOJ's group problems like bank ones, and this app's drafts from before they had owners", () => {
    expect(legacyDraftKeys(group)).toContain('hojProblemCodeAndSetting_NoContest_P1001');
    localStorage.setItem(
      'hoj.editor.draft.problem.P1001',
      JSON.stringify({ ...draft, code: 'mine, unowned' }),
    );
    expect(openDraft(plain, null)?.code).toBe('mine, unowned');
  });

  it("prefers the reader's own draft over any left behind", () => {
    saveDraft(draftKey(plain, 'u1'), draft);
    localStorage.setItem('hojProblemCodeAndSetting_NoContest_P1001', JSON.stringify({ code: 'old' }));
    expect(openDraft(plain, 'u1')?.code).toBe(draft.code);
  });
});

describe('adoptVisitorDraft', () => {
  it('gives the account the code its owner wrote as a visitor just before signing in', () => {
    saveDraft(draftKey(plain, 'u1'), { ...draft, code: 'yesterday', editedAt: 1_000 });
    saveDraft(draftKey(plain, null), { ...draft, code: 'typed before signing in', editedAt: 5_000 });
    expect(adoptVisitorDraft(plain, 'u1')?.code).toBe('typed before signing in');
    expect(openDraft(plain, 'u1')?.code).toBe('typed before signing in');
    expect(loadDraft(draftKey(plain, null))).toBeNull();
  });

  it("keeps the account's own draft when it is the later one", () => {
    saveDraft(draftKey(plain, 'u1'), { ...draft, code: 'mine, later', editedAt: 9_000 });
    saveDraft(draftKey(plain, null), { ...draft, code: 'a visitor, earlier', editedAt: 5_000 });
    expect(adoptVisitorDraft(plain, 'u1')).toBeNull();
    expect(openDraft(plain, 'u1')?.code).toBe('mine, later');
  });
});

describe('watchDraft', () => {
  it("hears another tab's write of the same draft, and re-reads it when the tab shows again", () => {
    const key = draftKey(plain, 'u1');
    const heard: string[] = [];
    const stop = watchDraft(key, (found) => heard.push(found.code));
    const stored = JSON.stringify({ ...draft, code: 'from tab A' });
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: stored }));
    window.dispatchEvent(new StorageEvent('storage', { key: draftKey(plain, 'u2'), newValue: stored }));
    localStorage.setItem(key, JSON.stringify({ ...draft, code: 'while asleep' }));
    document.dispatchEvent(new Event('visibilitychange'));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: stored }));
    expect(heard).toEqual(['from tab A', 'while asleep']);
  });
});
