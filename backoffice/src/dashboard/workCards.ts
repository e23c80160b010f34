import { getAdminContestList } from '@generated/api/admin-contest/admin-contest';
import { getAdminDiscussionReport } from '@generated/api/admin-discussion/admin-discussion';
import { getAdminGroupProblemList } from '@generated/api/admin-group-problem/admin-group-problem';
import { getAdminProblemList } from '@generated/api/admin-problem/admin-problem';
import { getAdminTrainingList } from '@generated/api/admin-training/admin-training';
import { can, type AdminCapability } from '@hoj/core/domain/adminAccess';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';

/** A shortcut of a dashboard card: a path of this app and the text key of its label. */
export interface WorkLink {
  to: string;
  labelKey: string;
}

/**
 * One card of the dashboard's "your work" row: what a role may manage, how many there are (one page of one row
 * is enough: the list's total is the count), and where to go from there.
 */
export interface WorkCard {
  id: string;
  capability: AdminCapability;
  titleKey: string;
  countKey: string;
  count: (init: HojRequestInit) => Promise<number>;
  links: readonly WorkLink[];
}

const totalOf = (page: { total?: number | null }) => page.total ?? 0;
const one = { currentPage: 1, limit: 1 };

export const WORK_CARDS: readonly WorkCard[] = [
  {
    id: 'problems',
    capability: 'problems',
    titleKey: 'hoj.dashboard.work.problems',
    countKey: 'hoj.dashboard.work.problemCount',
    count: (init) => getAdminProblemList(one, init).then(totalOf),
    links: [
      { to: '/problems', labelKey: 'hoj.dashboard.work.openList' },
      { to: '/problems/create', labelKey: 'hoj.dashboard.work.createProblem' },
    ],
  },
  {
    id: 'contests',
    capability: 'contests',
    titleKey: 'hoj.dashboard.work.contests',
    countKey: 'hoj.dashboard.work.contestCount',
    count: (init) => getAdminContestList(one, init).then(totalOf),
    links: [
      { to: '/contests', labelKey: 'hoj.dashboard.work.openList' },
      { to: '/contests/create', labelKey: 'hoj.dashboard.work.createContest' },
    ],
  },
  {
    id: 'trainings',
    capability: 'trainings',
    titleKey: 'hoj.dashboard.work.trainings',
    countKey: 'hoj.dashboard.work.trainingCount',
    count: (init) => getAdminTrainingList(one, init).then(totalOf),
    links: [
      { to: '/trainings', labelKey: 'hoj.dashboard.work.openList' },
      { to: '/trainings/create', labelKey: 'hoj.dashboard.work.createTraining' },
    ],
  },
  {
    id: 'examine',
    capability: 'problemExamine',
    titleKey: 'hoj.dashboard.work.examine',
    countKey: 'hoj.dashboard.work.examineCount',
    count: (init) => getAdminGroupProblemList(one, init).then(totalOf),
    links: [{ to: '/problems/examine', labelKey: 'hoj.dashboard.work.openQueue' }],
  },
  {
    id: 'reports',
    capability: 'discussions',
    titleKey: 'hoj.dashboard.work.reports',
    countKey: 'hoj.dashboard.work.reportCount',
    count: (init) => getAdminDiscussionReport(one, init).then(totalOf),
    links: [
      { to: '/discussions/reports', labelKey: 'hoj.dashboard.work.openQueue' },
      { to: '/discussions', labelKey: 'hoj.dashboard.work.openDiscussions' },
    ],
  },
];

/** The cards a set of roles may act on, in the order shown. */
export function workCardsFor(roles: readonly string[]): WorkCard[] {
  return WORK_CARDS.filter((card) => can(card.capability, roles));
}
