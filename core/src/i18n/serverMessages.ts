import { loadOnce } from '../lazy/loadOnce';
import type { Locale } from './locale';

/**
 * The HOJ backend answers in Chinese whatever the reader's language. In en-US, its known messages are shown in
 * English; an unknown message is shown as the server wrote it, since a wrong guess would hide what happened.
 * The English table is fetched only for readers in en-US: call `prepareServerMessages` when the language is
 * set. Until it has arrived, messages show as the server wrote them.
 */

const english = loadOnce(() => import('./serverMessagesEn').then((module) => module.englishServerMessage));

// Offline or a replaced deployment: messages stay as written; the next language change tries again.
const loadEnglish = (): Promise<void> =>
  english.load().then(
    () => undefined,
    () => undefined,
  );

/** Fetches what `locale` needs to show server messages in it; resolves once they can be. */
export function prepareServerMessages(locale: Locale): Promise<void> {
  return locale === 'en-US' ? loadEnglish() : Promise.resolve();
}

/** The server's message in the reader's language when it is a known one; otherwise as the server wrote it. */
export function localizeServerMessage(message: string, locale: Locale): string {
  if (locale !== 'en-US') return message;
  const translate = english.loaded();
  if (!translate) {
    void loadEnglish();
    return message;
  }
  return translate(message) ?? message;
}

/** For tests of what a reader sees before the English table has arrived. */
export const forgetServerMessages = (): void => english.forget();
