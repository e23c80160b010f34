import { ContestType } from '@generated/model/index';

/** What decides which of a contest's further tabs its menu lists (known once the contest has been read). */
export interface ContestMenuFacts {
  type: ContestType;
  openPrint: boolean;
  /** Its author, a super admin, or the root of its group. */
  isContestAdmin: boolean;
  isSuperAdmin: boolean;
  /** The site lets contestants ask questions under a contest (`openContestComment`). */
  commentsOpen: boolean;
}

export interface ContestTab {
  /** Below `/contest/:contestID`. */
  path: string;
  labelKey: string;
  /** Closed, like the contest's other pages, while the contest is locked to the user (not started, private). */
  locked: boolean;
  /** Whether the contest and the user have this tab. */
  shown: (facts: ContestMenuFacts) => boolean;
}

const acmAdmin = (facts: ContestMenuFacts) => facts.isContestAdmin && facts.type === ContestType.ACM;

/**
 * The contest's tabs after its problems, submissions and rank, in the old site's order: announcements for
 * everyone; the questions when the site opens them; print where the contest prints; for its admins AC info and
 * the scroll board (ACM contests), the print queue; rejudge for the super admin.
 */
export const CONTEST_TABS: readonly ContestTab[] = [
  { path: 'announcements', labelKey: 'contestShell.menu.announcements', locked: true, shown: () => true },
  { path: 'comment', labelKey: 'contestShell.menu.comment', locked: true, shown: (f) => f.commentsOpen },
  { path: 'print', labelKey: 'contestShell.menu.print', locked: true, shown: (f) => f.openPrint },
  { path: 'ac-info', labelKey: 'contestShell.menu.acInfo', locked: false, shown: acmAdmin },
  {
    path: 'admin-print',
    labelKey: 'contestShell.menu.adminPrint',
    locked: false,
    shown: (f) => f.isContestAdmin && f.openPrint,
  },
  { path: 'rejudge', labelKey: 'contestShell.menu.rejudge', locked: false, shown: (f) => f.isSuperAdmin },
  { path: 'scroll-board', labelKey: 'contestShell.menu.scrollBoard', locked: false, shown: acmAdmin },
];

/** The tabs the contest and the user have; none until the facts are known. */
export function contestTabsFor(facts: ContestMenuFacts | null): readonly ContestTab[] {
  return facts ? CONTEST_TABS.filter((tab) => tab.shown(facts)) : [];
}
