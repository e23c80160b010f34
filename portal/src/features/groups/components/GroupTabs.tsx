import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@portal/i18n/useT';
import {
  HomeIcon,
  ListIcon,
  LockIcon,
  MegaphoneIcon,
  SettingsIcon,
  TrophyIcon,
  UsersIcon,
} from '@portal/shared/ui/icons';
import type { GroupTab, GroupTabKey } from '../model/groupRights';

const ICONS: Partial<Record<GroupTabKey, ReactNode>> = {
  home: <HomeIcon />,
  problem: <ListIcon />,
  member: <UsersIcon />,
  announcement: <MegaphoneIcon />,
  setting: <SettingsIcon />,
  rank: <TrophyIcon />,
};

interface GroupTabsProps {
  /** The group's address; the tabs are below it. */
  base: string;
  tabs: readonly GroupTab[];
  current: GroupTabKey;
}

/**
 * The group's pages as links (each has its own address), the current one marked for screen readers. A closed
 * tab stays in the tab order as a disabled link that says why (join the group first), so nobody wonders where
 * it went; it scrolls sideways on narrow screens.
 */
export function GroupTabs({ base, tabs, current }: GroupTabsProps) {
  const t = useT();
  const hintId = useId();
  return (
    <nav className="group-tabs" aria-label={t('groups.tabs')}>
      <span id={hintId} className="visually-hidden">
        {t('groups.tabs.locked')}
      </span>
      {tabs.map((tab) => {
        const label = (
          <>
            {ICONS[tab.key] ?? null}
            {t(`groups.tab.${tab.key}`)}
          </>
        );
        if (tab.locked)
          return (
            <span
              key={tab.key}
              role="link"
              aria-disabled="true"
              aria-describedby={hintId}
              tabIndex={0}
              className="group-tabs__tab group-tabs__tab--locked"
              title={t('groups.tabs.locked')}
            >
              <LockIcon />
              {label}
            </span>
          );
        const active = tab.key === current;
        return (
          <Link
            key={tab.key}
            to={tab.path ? `${base}/${tab.path}` : base}
            className={active ? 'group-tabs__tab group-tabs__tab--current' : 'group-tabs__tab'}
            aria-current={active ? 'page' : undefined}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
