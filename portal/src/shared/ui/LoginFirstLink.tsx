import type { MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { translateIn } from '@portal/i18n/catalog';
import { localeSignal } from '@portal/i18n/locale';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';

/**
 * A link to a page only signed-in users may open (a contest, a training): a visitor is told to log in first and
 * gets the login dialog instead, which goes on to that page once they have.
 */
export function LoginFirstLink({ to, onClick, ...props }: LinkProps & { to: string }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isLoggedIn.peek()) return;
    event.preventDefault();
    showToast('warning', translateIn(localeSignal.peek(), 'auth.loginRequired'));
    openLoginDialog('loginRequired', '', to);
  };
  return <Link to={to} onClick={open} {...props} />;
}
