import type { Bilingual } from '../defineMessages';
import { contestsMessages } from './contests';
import { problemDetailsMessages } from './problemDetails';
import { problemListMessages } from './problemList';
import { ranksMessages } from './ranks';
import { submissionsMessages } from './submissions';
import { workbenchMessages } from './workbench';

/**
 * Every page-text module (`i18n/pages/<area>.ts`), for the catalogue tests only: features import their own
 * module directly so each stays in its feature's chunk. A new module adds a line here.
 */
export const pageMessageModules: Record<string, Bilingual<string>> = {
  contests: contestsMessages,
  problemDetails: problemDetailsMessages,
  problemList: problemListMessages,
  ranks: ranksMessages,
  submissions: submissionsMessages,
  workbench: workbenchMessages,
};
