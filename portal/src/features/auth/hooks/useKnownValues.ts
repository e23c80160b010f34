import { useCallback, useRef } from 'react';
import { checkUsernameOrEmail } from '../api/authApi';

export type KnownField = 'username' | 'email';

/**
 * What `POST /api/check-username-or-email` said about each value (true: it exists). The rules read it through
 * `known`; `ask` only calls the server for values not answered yet, and reports whether anything was learnt.
 */
export function useKnownValues() {
  const known = useRef<Record<KnownField, Map<string, boolean>>>({
    username: new Map(),
    email: new Map(),
  });

  const ask = useCallback(async (values: Partial<Record<KnownField, string>>): Promise<boolean> => {
    const missing: Partial<Record<KnownField, string>> = {};
    for (const field of ['username', 'email'] as const) {
      const value = values[field]?.trim();
      if (value && !known.current[field].has(value)) missing[field] = value;
    }
    if (!missing.username && !missing.email) return false;
    const answer = await checkUsernameOrEmail(missing);
    if (missing.username) known.current.username.set(missing.username, answer.username);
    if (missing.email) known.current.email.set(missing.email, answer.email);
    return true;
  }, []);

  return { known, ask };
}
