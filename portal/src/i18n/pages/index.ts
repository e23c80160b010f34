import type { Bilingual } from '../defineMessages';
import { contestBoardsMessages } from './contestBoards';
import { contestShellMessages } from './contestShell';
import { contestsMessages } from './contests';
import { contestToolsMessages } from './contestTools';
import { discussionEditorMessages } from './discussionEditor';
import { discussionListMessages } from './discussionList';
import { discussionsMessages } from './discussions';
import { groupContentAdminMessages } from './groupContentAdmin';
import { groupContestAdminMessages } from './groupContestAdmin';
import { groupProblemAdminMessages } from './groupProblemAdmin';
import { groupsMessages } from './groups';
import { introductionMessages } from './introduction';
import { messageCentreMessages } from './messageCentre';
import { problemDetailsMessages } from './problemDetails';
import { problemListMessages } from './problemList';
import { ranksMessages } from './ranks';
import { scrollBoardMessages } from './scrollBoard';
import { settingsMessages } from './settings';
import { submissionsMessages } from './submissions';
import { trainingsMessages } from './trainings';
import { workbenchMessages } from './workbench';

/**
 * Every page-text module (`i18n/pages/<area>.ts`), for the catalogue tests only: features import their own
 * module directly so each stays in its feature's chunk. A new module adds a line here.
 */
export const pageMessageModules: Record<string, Bilingual<string>> = {
  contestBoards: contestBoardsMessages,
  contestShell: contestShellMessages,
  contests: contestsMessages,
  contestTools: contestToolsMessages,
  discussionEditor: discussionEditorMessages,
  discussionList: discussionListMessages,
  discussions: discussionsMessages,
  groupContentAdmin: groupContentAdminMessages,
  groupContestAdmin: groupContestAdminMessages,
  groupProblemAdmin: groupProblemAdminMessages,
  groups: groupsMessages,
  introduction: introductionMessages,
  messageCentre: messageCentreMessages,
  problemDetails: problemDetailsMessages,
  problemList: problemListMessages,
  ranks: ranksMessages,
  scrollBoard: scrollBoardMessages,
  settings: settingsMessages,
  submissions: submissionsMessages,
  trainings: trainingsMessages,
  workbench: workbenchMessages,
};
