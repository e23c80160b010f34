import { NavLink } from 'react-router';
import { useT } from '@portal/i18n/useT';
import { HomeIcon, ListIcon, LockIcon, TrophyIcon } from '@portal/shared/ui/icons';

interface TrainingTabsProps {
  /** The training's home; the other tabs are below it. */
  base: string;
  /** The rank tab: a private training's record of who solved what. */
  showRank: boolean;
  /** The problems and rank still want the password: their tabs say so. */
  locked: boolean;
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'training-tabs__tab training-tabs__tab--current' : 'training-tabs__tab';

/** The training's pages as links (each has its own address); the current one is marked for screen readers. */
export function TrainingTabs({ base, showRank, locked }: TrainingTabsProps) {
  const t = useT();
  const lock = locked ? (
    <>
      <LockIcon />
      <span className="visually-hidden">{t('trainings.tabs.locked')}</span>
    </>
  ) : null;
  return (
    <nav className="training-tabs" aria-label={t('trainings.tabs')}>
      <NavLink to={base} end className={tabClass}>
        <HomeIcon />
        {t('trainings.tabs.home')}
      </NavLink>
      <NavLink to={`${base}/problems`} className={tabClass}>
        <ListIcon />
        {t('trainings.tabs.problems')}
        {lock}
      </NavLink>
      {showRank ? (
        <NavLink to={`${base}/rank`} className={tabClass}>
          <TrophyIcon />
          {t('trainings.tabs.rank')}
          {lock}
        </NavLink>
      ) : null}
    </nav>
  );
}
