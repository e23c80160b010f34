import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import type { UserInfoVO } from '@generated/model/index';
import { useLogout } from '@portal/features/auth';
import { useT } from '@portal/i18n/useT';
import { isAdmin } from '@portal/shared/session/sessionSignals';
import { useUnreadCounts } from '@portal/shared/session/useUnreadCounts';
import { UNREAD_BOXES, type UnreadBox, type UnreadCounts } from '@portal/shared/session/unread';
import { Avatar } from '@portal/shared/ui/Avatar';
import { CountBadge } from '@portal/shared/ui/CountBadge';
import {
  ChevronDownIcon,
  ExternalIcon,
  HomeIcon,
  ListIcon,
  LogoutIcon,
  MegaphoneIcon,
  SettingsIcon,
  ShieldIcon,
} from '@portal/shared/ui/icons';

function MenuItemContent({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className="user-menu__item-icon">{icon}</span>
      <span>{children}</span>
    </>
  );
}

/** The message-centre tab of each unread box (the comment box is the "discuss" tab). */
const BOX_TAB: Record<UnreadBox, string> = {
  comment: 'discuss',
  reply: 'reply',
  like: 'like',
  sys: 'sys',
  mine: 'mine',
};

/** The first box with something unread, so the link opens where the news is; the discuss tab otherwise. */
export function messagesPath(counts: UnreadCounts | null): string {
  const box = UNREAD_BOXES.find((name) => (counts?.[name] ?? 0) > 0);
  return `/message/${box ? BOX_TAB[box] : 'discuss'}`;
}

/**
 * The logged-in user's menu, a menu button: Enter, Space or ArrowDown opens it on the first item,
 * arrows/Home/End move, Escape closes and returns focus, Tab or a click elsewhere closes it.
 */
export function UserMenu({ user }: { user: UserInfoVO }) {
  useSignals();
  const t = useT();
  const logout = useLogout();
  const unread = useUnreadCounts();
  const unreadLabel = t('shell.unread', { count: unread.total });
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    const items = menuItems();
    if (focusOnOpen.current) (focusOnOpen.current === 'first' ? items[0] : items[items.length - 1])?.focus();
    focusOnOpen.current = null;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === 'Tab') setOpen(false);
  };

  const homeQuery = new URLSearchParams({ uid: user.uid, username: user.username }).toString();

  return (
    <div className="user-menu">
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar src={user.avatar} name={user.username} size={28} />
        <span className="user-menu__name">{user.username}</span>
        <span className="visually-hidden">{t('user.menu')}</span>
        <CountBadge count={unread.total} label={unreadLabel} />
        <ChevronDownIcon />
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          className="user-menu__list"
          role="menu"
          aria-label={t('user.menuOf', { username: user.username })}
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            <Link role="menuitem" to={`/user-home?${homeQuery}`} onClick={() => closeMenu(false)}>
              <MenuItemContent icon={<HomeIcon />}>{t('user.home')}</MenuItemContent>
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/status?onlyMine=true" onClick={() => closeMenu(false)}>
              <MenuItemContent icon={<ListIcon />}>{t('user.submissions')}</MenuItemContent>
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to={messagesPath(unread.counts)} onClick={() => closeMenu(false)}>
              <MenuItemContent icon={<MegaphoneIcon />}>{t('shell.user.messages')}</MenuItemContent>
              <CountBadge count={unread.total} label={unreadLabel} />
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/setting" onClick={() => closeMenu(false)}>
              <MenuItemContent icon={<SettingsIcon />}>{t('user.settings')}</MenuItemContent>
            </Link>
          </li>
          {isAdmin.value ? (
            <li role="none">
              {/* The back office is a separate app; it opens in its own tab. */}
              <a
                role="menuitem"
                href="/admin/"
                target="_blank"
                rel="noopener"
                onClick={() => closeMenu(false)}
              >
                <MenuItemContent icon={<ShieldIcon />}>
                  {t('user.management')}
                  <span className="visually-hidden"> ({t('ui.opensInNewTab')})</span>
                </MenuItemContent>
                <ExternalIcon />
              </a>
            </li>
          ) : null}
          <li role="separator" className="user-menu__separator" />
          <li role="none">
            <button
              role="menuitem"
              type="button"
              onClick={() => {
                closeMenu(false);
                void logout();
              }}
            >
              <MenuItemContent icon={<LogoutIcon />}>{t('user.logout')}</MenuItemContent>
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
