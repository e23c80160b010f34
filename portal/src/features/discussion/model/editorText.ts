import { editorErrorText, editorMessages } from '@hoj/core/editor/editorMessages';
import type { Locale } from '@hoj/core/i18n/locale';
import { translate } from '@hoj/core/i18n/messages';

/** An editor message (core's `{key, values}`) in the reader's language. */
export function editorText(message: unknown, locale: Locale): string {
  return editorErrorText(message, (key, vars) => translate(editorMessages[locale], key, vars));
}
