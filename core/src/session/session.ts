import { RoleKey, type UserInfoVO } from '@generated/model/index';

export interface SessionState {
  token: string | null;
  user: UserInfoVO | null;
  roles: RoleKey[];
}

/** The local-storage keys hoj-vue uses, so a tab of either front end sees the other's login. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'userInfo';

const EMPTY: SessionState = Object.freeze({ token: null, user: null, roles: [] });
const KNOWN_ROLES = new Set<string>(Object.values(RoleKey));

/** Local storage when the environment has a usable one (private modes and servers may not). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const store = storage();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota or privacy errors: the session still lives in memory for this tab.
  }
}

function knownRoles(value: unknown): RoleKey[] {
  return Array.isArray(value)
    ? value.filter((role): role is RoleKey => typeof role === 'string' && KNOWN_ROLES.has(role))
    : [];
}

/** A stored user, or null when the entry is missing, not JSON or not user-shaped. */
function parseUser(raw: string | null): UserInfoVO | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<UserInfoVO>;
  if (typeof candidate.uid !== 'string' || typeof candidate.username !== 'string') return null;
  return { ...(candidate as UserInfoVO), roleList: knownRoles(candidate.roleList) };
}

/** What local storage holds now (another tab may have changed it). */
export function readStoredSession(): SessionState {
  const token = read(TOKEN_KEY) || null;
  const user = parseUser(read(USER_KEY));
  return { token, user, roles: user?.roleList ?? [] };
}

type Listener = (state: SessionState) => void;

let state: SessionState = readStoredSession();
const listeners = new Set<Listener>();

function update(next: SessionState): void {
  if (next.token === state.token && next.user === state.user && next.roles === state.roles) return;
  state = Object.freeze(next);
  for (const listener of [...listeners]) {
    try {
      listener(state);
    } catch (error) {
      // One broken listener must not stop the others nor the call that changed the session.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/**
 * Whether the stored session is still this tab's: another tab may have logged out (or in as someone else) since.
 * A late answer in this tab (a role refresh still in flight) must not write its user back over that.
 */
function storageIsOurs(): boolean {
  return (read(TOKEN_KEY) || null) === state.token;
}

/** The login state of this tab, kept in local storage (framework-agnostic; apps wrap it in a signal or hook). */
export const session = {
  get(): SessionState {
    return state;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  setToken(token: string | null): void {
    const value = token || null;
    write(TOKEN_KEY, value);
    update({ ...state, token: value });
  },
  /** Also sets the roles from `user.roleList`. */
  setUser(user: UserInfoVO | null): void {
    if (storageIsOurs()) write(USER_KEY, user ? JSON.stringify(user) : null);
    update({ ...state, user, roles: user ? knownRoles(user.roleList) : [] });
  },
  /** Fresh roles (from /api/get-user-auth-info); the stored user's roleList follows so a reload agrees. */
  setRoles(roles: RoleKey[]): void {
    const user = state.user ? { ...state.user, roleList: roles } : null;
    if (user && storageIsOurs()) write(USER_KEY, JSON.stringify(user));
    update({ ...state, user, roles });
  },
  clear(): void {
    write(TOKEN_KEY, null);
    write(USER_KEY, null);
    update(EMPTY);
  },
};

/**
 * When this tab becomes visible (or another tab writes the storage), a stored token that
 * differs from ours is adopted together with the stored user; a stored token that is gone clears the
 * session and calls `onLost` (apps redirect to /home or /admin/login). `onAdopted` hears each adopted session
 * (a login page moves on with it). Returns the unsubscribe.
 */
export function watchOtherTabs(
  onLost: () => void,
  onAdopted: (state: SessionState) => void = () => undefined,
): () => void {
  const sync = (): void => {
    const stored = readStoredSession();
    const current = session.get();
    if (stored.token === current.token) return;
    if (stored.token === null) {
      session.clear();
      onLost();
      return;
    }
    update(stored);
    onAdopted(session.get());
  };
  const onVisibility = (): void => {
    if (document.visibilityState === 'visible') sync();
  };
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) sync();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('storage', onStorage);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Calls `onSwitch` whenever a signed-in account replaces another one (here or adopted from another tab), also
 * across a logout in between: what the first account saw must not stay on screen for the second. Returns the
 * unsubscribe.
 */
export function watchAccountSwitch(onSwitch: (state: SessionState) => void): () => void {
  let last = session.get().user?.uid ?? null;
  return session.subscribe((state) => {
    const uid = state.token === null ? null : (state.user?.uid ?? null);
    if (uid === null || uid === last) return;
    const switched = last !== null;
    last = uid;
    if (switched) onSwitch(state);
  });
}
