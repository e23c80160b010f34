import { editorErrorText as coreEditorErrorText, editorMessages } from '@hoj/core/editor/editorMessages';
import { defineArea } from '@backoffice/i18n/areas/defineArea';
import { nestCoreMessages, registerPageMessages } from '@backoffice/i18n/catalogue';
import type { TranslateFunction } from 'react-admin';

/** Core's editor rule texts, nested like the catalogue's keys; only editor pages load them. */
export const editorRuleMessages = defineArea({
  'zh-CN': nestCoreMessages(editorMessages['zh-CN']),
  'en-US': nestCoreMessages(editorMessages['en-US']),
});

registerPageMessages(editorRuleMessages);

/**
 * A rule's message from core's schemas as text of the current language. Going through this module is what
 * puts the rule texts in the catalogue: the module registers them when an editor first imports it.
 */
export function editorErrorText(message: unknown, translate: TranslateFunction): string {
  return coreEditorErrorText(message, (key, vars) => translate(key, vars));
}
