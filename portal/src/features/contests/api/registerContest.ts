import { api } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';

/** The registration forms show the server's reason under the field themselves: no toast on top. */
const quiet = fetchWith({ silent: true });

/**
 * Registers the user for a private or protected contest with its password. Rejects with the server's reason (a
 * wrong password, an account the contest's rule does not admit, already registered), in the reader's language.
 */
export async function registerContest(cid: number, password: string): Promise<void> {
  await api.POST('/api/register-contest', { body: { cid, password }, fetch: quiet });
}
