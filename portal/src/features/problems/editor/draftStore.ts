import type { ProblemRoute } from '../model/problemRoute';
import {
  isRecord,
  loadGlobalSettings,
  readSettings,
  saveGlobalSettings,
  type EditorDraft,
} from './editorSettings';
import { parseStored, readStorage, removeStorage, writeStorage } from './editorStorage';

/** A draft as kept: with the moment of its last edit, which decides between two tabs writing the same draft. */
export interface StoredDraft extends EditorDraft {
  /** Milliseconds since the epoch of the last edit; 0 for an entry from before drafts carried one. */
  editedAt: number;
}

/** Which problem a draft belongs to. */
export type DraftPlace = Pick<ProblemRoute, 'problemId' | 'contestId' | 'groupId'>;

const PREFIX = 'hoj.editor.draft';

/**
 * One entry per problem, per contest problem and per group problem (a contest's copy is written under the
 * contest's rules and must not overwrite the practice code; a training opens the bank's problem and shares its
 * draft).
 */
function placePart(place: DraftPlace): string {
  if (place.contestId !== null) return `contest.${place.contestId}.${place.problemId}`;
  if (place.groupId !== null) return `group.${place.groupId}.${place.problemId}`;
  return `problem.${place.problemId}`;
}

/**
 * Where a reader's draft of a problem is kept: each account has its own, and visitors share one, so on a lab PC
 * the next student to sign in never opens the previous student's code.
 */
export function draftKey(place: DraftPlace, uid: string | null): string {
  const owner = uid ? `user.${encodeURIComponent(uid)}` : 'visitor';
  return `${PREFIX}.${owner}.${placePart(place)}`;
}

/**
 * Where earlier front ends kept the same problem's code: this app before drafts had owners, and HOJ's own Vue
 * front end (which kept group problems like bank ones), so students keep their code when a school switches.
 */
export function legacyDraftKeys(place: DraftPlace): string[] {
  const hoj =
    place.contestId !== null
      ? `hojProblemCodeAndSetting_${place.contestId}_${place.problemId}`
      : `hojProblemCodeAndSetting_NoContest_${place.problemId}`;
  return [`${PREFIX}.${placePart(place)}`, hoj];
}

/** A stored entry read field by field; null when it holds no code. */
export function readDraft(raw: unknown): StoredDraft | null {
  if (!isRecord(raw) || typeof raw.code !== 'string') return null;
  const editedAt = typeof raw.editedAt === 'number' && Number.isFinite(raw.editedAt) ? raw.editedAt : 0;
  return { ...readSettings(raw, loadGlobalSettings()), code: raw.code, editedAt };
}

export function loadDraft(key: string): StoredDraft | null {
  return readDraft(readStorage(key));
}

function storeDraft(key: string, draft: StoredDraft): boolean {
  const { language, theme, fontSize, tabSize, code, editedAt } = draft;
  return writeStorage(key, { v: 2, language, theme, fontSize, tabSize, code, editedAt });
}

/**
 * The reader's draft of a problem. Without one, a draft an earlier front end left for the problem is taken
 * over once: moved under the reader's key, so it is read a single time and never handed to a second account.
 */
export function openDraft(place: DraftPlace, uid: string | null): StoredDraft | null {
  const key = draftKey(place, uid);
  const own = loadDraft(key);
  if (own) return own;
  for (const legacy of legacyDraftKeys(place)) {
    const found = loadDraft(legacy);
    if (!found) continue;
    if (storeDraft(key, found)) removeStorage(legacy);
    return found;
  }
  return null;
}

/**
 * Someone who wrote code as a visitor and then signed in keeps it: the visitor's draft of the problem becomes
 * the account's when it is newer than the account's own, and leaves the shared visitor entry. Returns the draft
 * taken over, or null when the account's own stays.
 */
export function adoptVisitorDraft(place: DraftPlace, uid: string): StoredDraft | null {
  const visitorKey = draftKey(place, null);
  const visitor = loadDraft(visitorKey);
  if (!visitor) return null;
  const key = draftKey(place, uid);
  const own = loadDraft(key);
  if (own && own.editedAt >= visitor.editedAt) return null;
  if (!storeDraft(key, visitor)) return null;
  removeStorage(visitorKey);
  return visitor;
}

export type SaveResult = 'saved' | 'stale' | 'failed';

/**
 * Keeps a draft unless the entry already holds a later edit (another tab of the same problem wrote after this
 * one's last keystroke): an older tab never overwrites a newer draft. Its settings become the reader's
 * defaults for problems not opened yet.
 */
export function saveDraft(key: string, draft: StoredDraft): SaveResult {
  const stored = loadDraft(key);
  if (stored && stored.editedAt > draft.editedAt) return 'stale';
  saveGlobalSettings(draft);
  return storeDraft(key, draft) ? 'saved' : 'failed';
}

/**
 * Calls `onChange` with the draft another tab writes under `key` (the browser's storage event, which never
 * fires in the tab that wrote), and with the stored draft whenever this tab becomes visible again, in case an
 * event was missed while it slept. The caller decides whether it is newer than what it holds.
 */
export function watchDraft(key: string, onChange: (draft: StoredDraft) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    const draft = readDraft(parseStored(event.newValue));
    if (draft) onChange(draft);
  };
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    const draft = loadDraft(key);
    if (draft) onChange(draft);
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
