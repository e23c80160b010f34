import type { Locale } from './locale';

/**
 * The HOJ backend answers in Chinese whatever the reader's language. In en-US, its known messages are shown in
 * English; an unknown message is shown as the server wrote it, since a wrong guess would hide what happened.
 * The English table is fetched only for readers in en-US: call `prepareServerMessages` when the language is
 * set. Until it has arrived, messages show as the server wrote them.
 */

type Translate = (message: string) => string | undefined;

let english: Translate | null = null;
let loading: Promise<void> | null = null;

function loadEnglish(): Promise<void> {
  loading ??= import('./serverMessagesEn').then(
    (module) => {
      english = module.englishServerMessage;
    },
    () => {
      // Offline or a replaced deployment: messages stay as written; the next language change tries again.
      loading = null;
    },
  );
  return loading;
}

/** Fetches what `locale` needs to show server messages in it; resolves once they can be. */
export function prepareServerMessages(locale: Locale): Promise<void> {
  return locale === 'en-US' ? loadEnglish() : Promise.resolve();
}

/** The server's message in the reader's language when it is a known one; otherwise as the server wrote it. */
export function localizeServerMessage(message: string, locale: Locale): string {
  if (locale !== 'en-US') return message;
  if (!english) {
    void loadEnglish();
    return message;
  }
  return english(message) ?? message;
}

/** For tests of what a reader sees before the English table has arrived. */
export function forgetServerMessages(): void {
  english = null;
  loading = null;
}
