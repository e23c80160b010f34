import type { Locale } from '@hoj/core/i18n/locale';
import type { Bilingual, KeysOf } from '../defineMessages';
import { accountsMessages } from './accounts';
import { commentsMessages } from './comments';
import { enUS } from './enUS';
import { profileMessages } from './profile';
import { shellMessages } from './shell';
import { zhCN, type BaseMessageKey } from './zhCN';

const base: Bilingual<BaseMessageKey> = { 'zh-CN': zhCN, 'en-US': enUS };

/** Every portal message module; an area adds its own file here rather than growing one shared catalogue. */
export const messageModules = {
  base,
  shell: shellMessages,
  accounts: accountsMessages,
  profile: profileMessages,
  comments: commentsMessages,
};

export type PortalMessageKey = {
  [M in keyof typeof messageModules]: KeysOf<(typeof messageModules)[M]>;
}[keyof typeof messageModules];

export function portalCatalog(locale: Locale): Record<PortalMessageKey, string> {
  return Object.assign({}, ...Object.values(messageModules).map((m) => m[locale])) as Record<
    PortalMessageKey,
    string
  >;
}
