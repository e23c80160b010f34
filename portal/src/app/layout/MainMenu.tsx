import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useT } from '../../i18n/useT';
import { useWebsiteConfig } from '../../shared/api/websiteConfig';
import { CloseIcon, MenuIcon } from '../../shared/ui/icons';
import { menuItems } from './menuItems';

/**
 * The main navigation. From 992 px up it is a row of links; below that (spec 000 §2) a menu button opens it
 * as a panel under the bar. The panel closes on navigation, Escape (focus returns to the button) or a click
 * elsewhere. The brand sits between the button and the links, so the tab order follows what is seen.
 */
export function MainMenu({ brand }: { brand: ReactNode }) {
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

  const items = menuItems.filter((item) => !item.feature || config?.[item.feature] === true);

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
        className={open ? 'main-menu main-menu--open' : 'main-menu'}
        aria-label={t('nav.label')}
        onKeyDown={onKeyDown}
      >
        <ul className="main-menu__list">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="main-menu__link">
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
