import { act } from '@testing-library/react';
import { login } from '@generated/api/account/account';
import { TOKEN_KEY, USER_KEY, session } from '@hoj/core/session/session';
import { passwordOf } from './loginAs';

/**
 * What another tab does when it signs in: it writes the shared storage, and this tab hears a storage event.
 * The login itself goes through this tab's client, so this tab's session is put back before the event.
 */
export async function otherTabSignsInAs(username: string): Promise<void> {
  const saved = session.get();
  const user = await login({ username, password: passwordOf(username) });
  const token = session.get().token;
  if (token === null || token === saved.token) throw new Error(`no new token for ${username}`);
  session.setUser(saved.user);
  session.setToken(saved.token);
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY })));
}
