import type { Locale } from '@hoj/core/i18n/locale';

type Nested = { [key: string]: string | Nested };

/**
 * One area's texts in react-admin's format (`%{var}`), both languages. Areas live in their own files so screens
 * can be built side by side; a jest test checks both languages have the same keys.
 */
export function defineArea(messages: Record<Locale, Nested>): Record<Locale, Nested> {
  return messages;
}
