import { Link, useLocation } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { useSiteNames } from '@portal/shared/api/websiteConfig';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn, userSignal } from '@portal/shared/session/sessionSignals';
import { ContestStatusBar } from './contest/ContestStatusBar';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { selectMenuMode } from './menuMode';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

export function TopNav() {
  useSignals();
  const t = useT();
  const names = useSiteNames();
  const user = userSignal.value;
  const mode = selectMenuMode(useLocation().pathname);
  return (
    <header className="top-nav">
      <div className="top-nav__inner">
        <MainMenu
          mode={mode}
          brand={
            <Link to="/home" className="brand">
              <span className="brand__mark" aria-hidden="true">
                {'</>'}
              </span>
              <span className="brand__name">{names.shortName}</span>
            </Link>
          }
        />
        <div className="top-nav__end">
          <LanguageSwitch />
          <ThemeToggle />
          {isLoggedIn.value && user ? (
            <UserMenu user={user} />
          ) : (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => openLoginDialog()}
            >
              {t('auth.login')}
            </button>
          )}
        </div>
      </div>
      {mode.kind === 'contest' ? <ContestStatusBar key={mode.contestID} contestID={mode.contestID} /> : null}
    </header>
  );
}
