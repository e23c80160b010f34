import type { Locale } from '@hoj/core/i18n/locale';

/** One area's texts in both languages; the compiler refuses a key that is missing from either. */
export type Bilingual<K extends string> = Record<Locale, Record<K, string>>;

export function defineMessages<K extends string>(messages: Bilingual<K>): Bilingual<K> {
  return messages;
}

export type KeysOf<M> = M extends Bilingual<infer K> ? K : never;
