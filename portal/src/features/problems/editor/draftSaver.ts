import { saveDraft, type StoredDraft } from './draftStore';

/** Typing writes the draft at most this often; the last change is always written. */
export const DRAFT_SAVE_INTERVAL_MS = 400;

export interface DraftSaver {
  /** The draft changed: written within `intervalMs`, together with any later change in that time. */
  schedule(draft: StoredDraft): void;
  /** Writes a pending change now (the page is being hidden or left, the editor closes). */
  flush(): void;
  /** Flushes and stops listening to the page. */
  dispose(): void;
}

/**
 * Keeps one problem's draft in storage while it is edited: throttled (not debounced, so steady typing still
 * saves every interval), and flushed when the page is hidden or left, so a reload, a closed or crashed tab, or a
 * failed submit never loses more than the last interval of typing. A write that finds a later edit from another
 * tab already stored is dropped and reported through `onStale`.
 */
export function createDraftSaver(
  key: string,
  intervalMs = DRAFT_SAVE_INTERVAL_MS,
  onStale: () => void = () => undefined,
): DraftSaver {
  let pending: StoredDraft | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending === null) return;
    const draft = pending;
    pending = null;
    if (saveDraft(key, draft) === 'stale') onStale();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);

  return {
    schedule(draft) {
      pending = draft;
      timer ??= setTimeout(flush, intervalMs);
    },
    flush,
    dispose() {
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
