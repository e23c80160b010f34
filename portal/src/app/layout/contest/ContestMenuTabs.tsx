import { NavLink } from 'react-router';
import '@portal/i18n/pages/contestShell';
import { useT } from '@portal/i18n/useT';
import { AREA_LOCK_REASON, type AreaLock } from '@portal/app/access/areaLock';
import { DisabledMenuItem } from '../DisabledMenuItem';
import { contestTabsFor } from './contestTabs';
import { useContestMenuFacts } from './useContestMenuFacts';

interface ContestMenuTabsProps {
  contestID: string;
  /** The contest's lock (MainMenu's): what closes its pages to the user, or null. */
  lock: AreaLock | null;
}

/**
 * The contest menu's further tabs, after rank: the ones every contest has, and those that depend on the
 * contest and the user (contestTabs.ts), as list items of the menu. A locked tab is a disabled entry saying why,
 * like the contest's other pages.
 */
export function ContestMenuTabs({ contestID, lock }: ContestMenuTabsProps) {
  const t = useT();
  const tabs = contestTabsFor(useContestMenuFacts(contestID));
  const base = `/contest/${encodeURIComponent(contestID)}`;
  return tabs.map((tab) => (
    <li key={tab.path}>
      {tab.locked && lock !== null ? (
        <DisabledMenuItem label={t(tab.labelKey)} reason={t(AREA_LOCK_REASON[lock])} />
      ) : (
        <NavLink to={`${base}/${tab.path}`} className="main-menu__link">
          {t(tab.labelKey)}
        </NavLink>
      )}
    </li>
  ));
}
