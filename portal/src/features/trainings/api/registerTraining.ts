import { api } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';

/** The password form shows the server's reason under the field itself: no toast on top. */
const quiet = fetchWith({ silent: true });

/**
 * Registers the user for a private training with its password. Rejects with the server's reason (a wrong
 * password, already registered), in the reader's language.
 */
export async function registerTraining(tid: number, password: string): Promise<void> {
  await api.POST('/api/register-training', { body: { tid, password }, fetch: quiet });
}
