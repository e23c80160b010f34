import { saveDraft, type EditorDraft } from './editorSettings';

/** Typing writes the draft at most this often; the last change is always written. */
export const DRAFT_SAVE_INTERVAL_MS = 400;

export interface DraftSaver {
  /** The draft changed: written within `intervalMs`, together with any later change in that time. */
  schedule(draft: EditorDraft): void;
  /** Writes a pending change now (the page is being hidden or left, the editor closes). */
  flush(): void;
  /** Flushes and stops listening to the page. */
  dispose(): void;
}

/**
 * Keeps one problem's draft in storage while it is edited: throttled (not debounced, so steady typing still
 * saves every interval), and flushed when the page is hidden or left, so a reload, a closed or crashed tab, or a
 * failed submit never loses more than the last interval of typing.
 */
export function createDraftSaver(key: string, intervalMs = DRAFT_SAVE_INTERVAL_MS): DraftSaver {
  let pending: EditorDraft | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending === null) return;
    const draft = pending;
    pending = null;
    saveDraft(key, draft);
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
