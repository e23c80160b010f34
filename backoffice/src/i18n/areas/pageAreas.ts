import { discussionNameMessages } from '@backoffice/discussions/i18n/nameMessages';
import { discussionPageMessages } from '@backoffice/discussions/i18n/pageMessages';
import { importUsersMessages } from './importUsers';
import { systemConfigMessages } from './systemConfig';

/**
 * The areas single pages register when they load (see catalogue.ts `registerPageMessages`). Only tests import
 * this list, so that these texts are checked like the rest without entering the entry chunk.
 */
export const pageAreaMessages = {
  discussionNames: discussionNameMessages,
  discussionPages: discussionPageMessages,
  importUsers: importUsersMessages,
  systemConfig: systemConfigMessages,
};
