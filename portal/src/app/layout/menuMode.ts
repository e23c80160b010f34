import { matchPath } from 'react-router';
import type { WebsiteConfigMap } from '@generated/model/index';
import type { PortalMessageKey } from '@portal/i18n/catalog';
import { menuItems } from './menuItems';

/** Which menu the bar shows: the default one, or one for the training, contest or group being visited. */
export type MenuMode =
  | { kind: 'default' }
  | { kind: 'training'; trainingID: string; groupID: string | null }
  | { kind: 'contest'; contestID: string }
  | { kind: 'group'; groupID: string };

export interface ModeMenuItem {
  to: string;
  labelKey: PortalMessageKey;
  /** Active only on exactly this path (a home link must not light up on every child page). */
  end?: boolean;
  /** The link that leaves the mode, back to the default menu. */
  back?: boolean;
  feature?: keyof Pick<WebsiteConfigMap, 'openPublicDiscussion'>;
  /**
   * A page of the contest or group that is closed while the area is locked: not started, private without
   * access, not a member. The area's home stays open: the way in is there.
   */
  locked?: boolean;
}

// Most specific first: a group training is a training, not the group; the public scoreboards of a contest are
// pages of the contest list, not of the contest.
const PATTERNS = {
  groupTraining: '/group/:groupID/training/:trainingID/*',
  training: '/training/:trainingID/*',
  scoreboard: '/contest/:board/:contestID',
  contest: '/contest/:contestID/*',
  group: '/group/:groupID/*',
} as const;

const SCOREBOARDS = new Set(['acm-scoreboard', 'oi-scoreboard']);

export function selectMenuMode(pathname: string): MenuMode {
  const groupTraining = matchPath(PATTERNS.groupTraining, pathname);
  if (groupTraining?.params.groupID && groupTraining.params.trainingID) {
    return {
      kind: 'training',
      trainingID: groupTraining.params.trainingID,
      groupID: groupTraining.params.groupID,
    };
  }
  const training = matchPath(PATTERNS.training, pathname);
  if (training?.params.trainingID) {
    return { kind: 'training', trainingID: training.params.trainingID, groupID: null };
  }
  const scoreboard = matchPath(PATTERNS.scoreboard, pathname);
  if (!(scoreboard && SCOREBOARDS.has(scoreboard.params.board ?? ''))) {
    const contest = matchPath(PATTERNS.contest, pathname);
    if (contest?.params.contestID) return { kind: 'contest', contestID: contest.params.contestID };
  }
  const group = matchPath(PATTERNS.group, pathname);
  if (group?.params.groupID) return { kind: 'group', groupID: group.params.groupID };
  return { kind: 'default' };
}

const enc = encodeURIComponent;

/**
 * The links of a mode's menu, in order: the way back first, then the area's home, then its pages. A contest's
 * further tabs, which depend on the contest and the user, follow these (contest/contestTabs.ts).
 */
export function modeMenuItems(mode: MenuMode): readonly ModeMenuItem[] {
  switch (mode.kind) {
    case 'default':
      return menuItems;
    case 'training': {
      const base = mode.groupID
        ? `/group/${enc(mode.groupID)}/training/${enc(mode.trainingID)}`
        : `/training/${enc(mode.trainingID)}`;
      return [
        { to: '/home', labelKey: 'nav.home', back: true },
        ...(mode.groupID
          ? [{ to: `/group/${enc(mode.groupID)}`, labelKey: 'shell.mode.groupHome', end: true } as const]
          : []),
        // A group training is a page of its group, closed to non-members like the group's other pages.
        { to: base, labelKey: 'shell.mode.trainingHome', end: true, locked: mode.groupID !== null },
        { to: `${base}/problems`, labelKey: 'shell.mode.problems', locked: mode.groupID !== null },
      ];
    }
    case 'contest': {
      const base = `/contest/${enc(mode.contestID)}`;
      return [
        { to: '/contest', labelKey: 'shell.mode.allContests', back: true, end: true },
        { to: base, labelKey: 'shell.mode.contestHome', end: true },
        { to: `${base}/problems`, labelKey: 'shell.mode.problems', locked: true },
        { to: `${base}/submissions?onlyMine=true`, labelKey: 'shell.mode.mySubmissions', locked: true },
        { to: `${base}/rank`, labelKey: 'shell.mode.rank', locked: true },
      ];
    }
    case 'group': {
      const base = `/group/${enc(mode.groupID)}`;
      return [
        { to: '/group', labelKey: 'shell.mode.allGroups', back: true, end: true },
        { to: base, labelKey: 'shell.mode.groupHome', end: true },
        { to: `${base}/problem`, labelKey: 'shell.mode.groupProblems', locked: true },
      ];
    }
  }
}

/** The accessible name of the navigation landmark, so a screen reader hears that the menu changed. */
export const MODE_NAV_LABEL: Record<MenuMode['kind'], PortalMessageKey> = {
  default: 'nav.label',
  training: 'shell.mode.trainingNav',
  contest: 'shell.mode.contestNav',
  group: 'shell.mode.groupNav',
};

/** The group a mode's pages belong to (a group, or a training of a group), whose membership opens them. */
export function modeGroupID(mode: MenuMode): string | null {
  if (mode.kind === 'group') return mode.groupID;
  if (mode.kind === 'training') return mode.groupID;
  return null;
}
