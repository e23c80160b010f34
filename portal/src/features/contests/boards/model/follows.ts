import { useCallback, useSyncExternalStore } from 'react';

/**
 * The participants a reader follows on a contest's board, kept in local storage per reader and contest (a
 * visitor on an outside board has a list of their own), so a follow survives a reload and is never shown to
 * another account on the same computer. The board sends them as `concernedList` and the server lists their
 * rows on top.
 */

const PREFIX = 'hoj.contestBoard.follows';

export const followsKey = (cid: number, uid: string | null | undefined): string =>
  `${PREFIX}.${uid || 'visitor'}.${cid}`;

const EMPTY: readonly string[] = Object.freeze([]);
/**
 * The last list parsed per key with the text it came from: every read until the stored text changes returns
 * the same array, as useSyncExternalStore needs, and a store cleared or changed elsewhere is read afresh.
 */
const parsed = new Map<string, { raw: string | null; list: readonly string[] }>();
/** Lists the store refused (full, or private mode): they last for this visit. */
const unsaved = new Map<string, readonly string[]>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return [...new Set(value.filter((uid): uid is string => typeof uid === 'string' && uid !== ''))];
  } catch {
    return EMPTY;
  }
}

function rawOf(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readFollows(key: string): readonly string[] {
  const kept = unsaved.get(key);
  if (kept) return kept;
  const raw = rawOf(key);
  const known = parsed.get(key);
  if (known && known.raw === raw) return known.list;
  const list = parse(raw);
  parsed.set(key, { raw, list });
  return list;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function writeFollows(key: string, uids: readonly string[]): void {
  const list = [...new Set(uids)];
  try {
    const store = storage();
    if (!store) throw new Error('no local storage');
    if (list.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(list));
    unsaved.delete(key);
  } catch {
    unsaved.set(key, list);
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same reader followed someone: read the lists afresh.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface Follows {
  uids: readonly string[];
  toggle: (uid: string) => void;
}

export function useFollows(cid: number, uid: string | null | undefined): Follows {
  const key = followsKey(cid, uid);
  const uids = useSyncExternalStore(
    subscribe,
    () => readFollows(key),
    () => EMPTY,
  );
  const toggle = useCallback(
    (target: string) => {
      const current = readFollows(key);
      writeFollows(
        key,
        current.includes(target) ? current.filter((one) => one !== target) : [...current, target],
      );
    },
    [key],
  );
  return { uids, toggle };
}
