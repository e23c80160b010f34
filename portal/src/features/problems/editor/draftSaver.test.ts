import { problemRouteOf } from '../model/problemRoute';
import { createDraftSaver } from './draftSaver';
import { draftKey, loadDraft, saveDraft, type StoredDraft } from './draftStore';

const key = draftKey(problemRouteOf({ problemID: 'P1001' }, '/problem/P1001'), 'u1');
const draft: StoredDraft = {
  language: 'Java',
  theme: 'dracula',
  fontSize: 16,
  tabSize: 2,
  code: 'class Main {}',
  editedAt: 1_000,
};

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('createDraftSaver', () => {
  it('writes the latest draft once per interval while typing goes on', () => {
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
    const saver = createDraftSaver(key, 400);
    saver.schedule({ ...draft, code: 'last words' });
    saver.dispose();
    expect(loadDraft(key)?.code).toBe('last words');
    localStorage.clear();
    window.dispatchEvent(new Event('pagehide'));
    expect(loadDraft(key)).toBeNull();
  });

  it('drops a write older than what another tab stored meanwhile, and says so', () => {
    const onStale = jest.fn();
    const saver = createDraftSaver(key, 400, onStale);
    saver.schedule({ ...draft, code: 'this tab, earlier', editedAt: 1_000 });
    saveDraft(key, { ...draft, code: 'other tab, later', editedAt: 2_000 });
    jest.advanceTimersByTime(400);
    expect(loadDraft(key)?.code).toBe('other tab, later');
    expect(onStale).toHaveBeenCalledTimes(1);
    saver.dispose();
  });
});
