import { contestAnnouncementMessages } from '@backoffice/contests/i18n/contestAnnouncementMessages';
import { contestEditorMessages } from '@backoffice/contests/i18n/contestEditorMessages';
import { contestListMessages } from '@backoffice/contests/i18n/contestListMessages';
import { contestProblemMessages } from '@backoffice/contests/i18n/contestProblemMessages';
import { discussionNameMessages } from '@backoffice/discussions/i18n/nameMessages';
import { discussionPageMessages } from '@backoffice/discussions/i18n/pageMessages';
import { problemEditorMessages } from '@backoffice/problems/i18n/problemEditorMessages';
import { problemListMessages } from '@backoffice/problems/i18n/problemListMessages';
import { problemTransferMessages } from '@backoffice/problems/transfer/transferMessages';
import { problemResourceMessages } from '@backoffice/problems/i18n/problemResourceMessages';
import { importUsersMessages } from './importUsers';
import { tagsMessages } from './tags';
import { userAdminMessages } from './userAdmin';
import { problemBatchMessages } from './problemBatch';
import { problemExamineMessages } from './problemExamine';
import { systemConfigMessages } from './systemConfig';

/**
 * The areas single pages register when they load (see catalogue.ts `registerPageMessages`). Only tests import
 * this list, so that these texts are checked like the rest without entering the entry chunk.
 */
export const pageAreaMessages = {
  contestList: contestListMessages,
  contestEditor: contestEditorMessages,
  contestProblems: contestProblemMessages,
  contestAnnouncements: contestAnnouncementMessages,
  discussionNames: discussionNameMessages,
  discussionPages: discussionPageMessages,
  importUsers: importUsersMessages,
  problemBatch: problemBatchMessages,
  problemExamine: problemExamineMessages,
  problemTransfer: problemTransferMessages,
  problemList: problemListMessages,
  problemResource: problemResourceMessages,
  tags: tagsMessages,
  userAdmin: userAdminMessages,
  problemEditor: problemEditorMessages,
  systemConfig: systemConfigMessages,
};
