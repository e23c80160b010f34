import { importUsersMessages } from './importUsers';
import { systemConfigMessages } from './systemConfig';

/**
 * The areas single pages register when they load (see catalogue.ts `registerPageMessages`). Only tests import
 * this list, so that these texts are checked like the rest without entering the entry chunk.
 */
export const pageAreaMessages = {
  importUsers: importUsersMessages,
  systemConfig: systemConfigMessages,
};
