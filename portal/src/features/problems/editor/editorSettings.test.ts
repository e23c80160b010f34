import { problemRouteOf } from '../model/problemRoute';
import {
  chooseLanguage,
  DEFAULT_SETTINGS,
  draftKey,
  loadDraft,
  loadGlobalSettings,
  readSettings,
  saveDraft,
} from './editorSettings';
import { createDraftSaver } from './draftSaver';

const plain = problemRouteOf({ problemID: 'P1001' }, '/problem/P1001');
const training = problemRouteOf({ problemID: 'P1001', trainingID: '3' }, '/training/3/problem/P1001');
const contest = problemRouteOf({ problemID: 'A', contestID: '7' }, '/contest/7/problem/A');
const otherContest = problemRouteOf({ problemID: 'A', contestID: '8' }, '/contest/8/problem/A');
const group = problemRouteOf({ problemID: 'P1001', groupID: '2' }, '/group/2/problem/P1001');

const draft = {
  language: 'Java',
  theme: 'dracula',
  fontSize: 16,
  tabSize: 2,
  code: 'class Main {}',
} as const;

beforeEach(() => localStorage.clear());

describe('draftKey', () => {
  it('keeps one draft per problem, per contest and per group; a training shares the bank problem', () => {
    const keys = [plain, contest, otherContest, group].map(draftKey);
    expect(new Set(keys).size).toBe(4);
    expect(draftKey(training)).toBe(draftKey(plain));
  });
});

describe('drafts and settings', () => {
  it('restores a saved draft for its own problem only', () => {
    saveDraft(draftKey(contest), draft);
    expect(loadDraft(draftKey(contest))).toEqual(draft);
    expect(loadDraft(draftKey(plain))).toBeNull();
    expect(loadDraft(draftKey(otherContest))).toBeNull();
  });

  it('keeps a global copy of the settings without the code, for unseen problems', () => {
    expect(loadGlobalSettings()).toEqual(DEFAULT_SETTINGS);
    saveDraft(draftKey(plain), draft);
    expect(loadGlobalSettings()).toEqual({ language: 'Java', theme: 'dracula', fontSize: 16, tabSize: 2 });
    const stored = Object.keys(localStorage)
      .map((key) => localStorage.getItem(key) ?? '')
      .filter((text) => !text.includes('class Main'));
    expect(stored).toHaveLength(1);
  });

  it('reads damaged entries field by field', () => {
    expect(readSettings({ language: 3, theme: 'neon', fontSize: 40, tabSize: 4 })).toEqual({
      ...DEFAULT_SETTINGS,
      tabSize: 4,
    });
    localStorage.setItem(draftKey(plain), '{not json');
    expect(loadDraft(draftKey(plain))).toBeNull();
  });

  it('opens with a language the problem offers', () => {
    expect(chooseLanguage(['C', 'C++'], 'Java', 'C++')).toBe('C++');
    expect(chooseLanguage(['C', 'C++'], 'Java', '')).toBe('C');
    expect(chooseLanguage([], 'Java')).toBe('');
  });
});

describe('createDraftSaver', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the latest draft once per interval while typing goes on', () => {
    const key = draftKey(plain);
    const saver = createDraftSaver(key, 400);
    saver.schedule({ ...draft, code: 'a' });
    jest.advanceTimersByTime(200);
    saver.schedule({ ...draft, code: 'ab' });
    expect(loadDraft(key)).toBeNull();
    jest.advanceTimersByTime(200);
    expect(loadDraft(key)?.code).toBe('ab');
    saver.schedule({ ...draft, code: 'abc' });
    jest.advanceTimersByTime(400);
    expect(loadDraft(key)?.code).toBe('abc');
    saver.dispose();
  });

  it('flushes a pending change when the page is hidden or left', () => {
    const key = draftKey(plain);
    const saver = createDraftSaver(key, 400);
    saver.schedule({ ...draft, code: 'typed just now' });
    window.dispatchEvent(new Event('pagehide'));
    expect(loadDraft(key)?.code).toBe('typed just now');

    saver.schedule({ ...draft, code: 'and then hidden' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(loadDraft(key)?.code).toBe('and then hidden');
    saver.dispose();
  });

  it('flushes on dispose and stops listening afterwards', () => {
    const key = draftKey(plain);
    const saver = createDraftSaver(key, 400);
    saver.schedule({ ...draft, code: 'last words' });
    saver.dispose();
    expect(loadDraft(key)?.code).toBe('last words');
    localStorage.clear();
    window.dispatchEvent(new Event('pagehide'));
    expect(loadDraft(key)).toBeNull();
  });
});
