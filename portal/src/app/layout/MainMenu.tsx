import {
  Fragment,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { NavLink, useLocation } from 'react-router';
import { useT } from '@portal/i18n/useT';
import { useWebsiteConfig } from '@portal/shared/api/websiteConfig';
import { ChevronLeftIcon, CloseIcon, ExternalIcon, MenuIcon } from '@portal/shared/ui/icons';
import { AREA_LOCK_REASON } from '../access/areaLock';
import { useModeLock } from '../access/useAreaLock';
import { ContestMenuTabs } from './contest/lazyContestParts';
import { DisabledMenuItem } from './DisabledMenuItem';
import { MODE_NAV_LABEL, modeMenuItems, type MenuMode } from './menuMode';
import { pointsBoardUrl } from './pointsBoard';

/**
 * The main navigation: the default menu, or the menu of the training, contest or group being visited, whose
 * first link leads back to the default one. From 992 px up it is a row of links; below that a menu button
 * opens it as a panel under the bar. The panel closes on navigation, Escape (focus returns to the button) or
 * a click elsewhere. The brand sits between the button and the links, so the tab order follows what is seen.
 * While a contest or group is closed to the user (not started, private, not a member), its pages are shown as
 * disabled entries saying why; they open by themselves when that changes (the contest starts).
 */
export function MainMenu({ brand, mode }: { brand: ReactNode; mode: MenuMode }) {
  const t = useT();
  const menuId = useId();
  const { data: config } = useWebsiteConfig();
  const { pathname } = useLocation();
  // Remembering where the panel was opened closes it by itself once the visitor navigates elsewhere.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const close = () => setOpenAt(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!navRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      toggleRef.current?.focus();
    }
  };

  const items = modeMenuItems(mode).filter((item) => !item.feature || config?.[item.feature] === true);
  const lock = useModeLock(mode);
  const pointsBoard = mode.kind === 'default' ? pointsBoardUrl() : null;

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button main-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenAt(open ? null : pathname)}
        onKeyDown={onKeyDown}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="visually-hidden">{t('nav.menu')}</span>
      </button>
      {brand}
      <nav
        ref={navRef}
        id={menuId}
        className={`main-menu main-menu--${mode.kind}${open ? ' main-menu--open' : ''}`}
        aria-label={t(MODE_NAV_LABEL[mode.kind])}
        onKeyDown={onKeyDown}
      >
        <ul className="main-menu__list">
          {items.map((item) => (
            <Fragment key={item.to}>
              <li>
                {item.locked && lock !== null ? (
                  <DisabledMenuItem label={t(item.labelKey)} reason={t(AREA_LOCK_REASON[lock])} />
                ) : (
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={item.back ? 'main-menu__link main-menu__link--back' : 'main-menu__link'}
                  >
                    {item.back ? <ChevronLeftIcon /> : null}
                    {t(item.labelKey)}
                  </NavLink>
                )}
              </li>
              {item.to === '/oi-rank' && pointsBoard ? (
                <li>
                  <a className="main-menu__link" href={pointsBoard} target="_blank" rel="noopener noreferrer">
                    {t('nav.pointsBoard')}
                    <span className="visually-hidden"> ({t('ui.opensInNewTab')})</span>
                    <ExternalIcon />
                  </a>
                </li>
              ) : null}
            </Fragment>
          ))}
          {mode.kind === 'contest' ? (
            <Suspense fallback={null}>
              <ContestMenuTabs contestID={mode.contestID} lock={lock} />
            </Suspense>
          ) : null}
        </ul>
      </nav>
    </>
  );
}
