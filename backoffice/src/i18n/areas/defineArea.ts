import type { Locale } from '@hoj/core/i18n/locale';
import type { Messages } from '../messageKeys';

/**
 * One area's texts in the catalogue's format (`{var}`, `key_one`/`key_other` plurals), both languages. Areas
 * live in their own files so screens can be built side by side; a jest test checks both languages have the
 * same keys.
 */
export function defineArea(messages: Record<Locale, Messages>): Record<Locale, Messages> {
  return messages;
}
