import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { openLoginDialog } from '../../shared/auth/loginDialogState';
import { isLoggedIn } from '../../shared/session/sessionSignals';

/**
 * Spec 002 §6: a login-only route entered without a login sends the visitor home and opens the login dialog
 * with 'Please login first'. Like a navigation guard it decides when the route is entered, not afterwards:
 * logging out from such a page (or a 401 there) is handled by the logout flow and the 401 hook instead.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [entry, setEntry] = useState(() => ({ key: location.key, allowed: isLoggedIn.peek() }));
  if (entry.key !== location.key) setEntry({ key: location.key, allowed: isLoggedIn.peek() });
  const allowed = entry.key === location.key ? entry.allowed : isLoggedIn.peek();

  useEffect(() => {
    if (!allowed) openLoginDialog('loginRequired');
  }, [allowed]);

  return allowed ? children : <Navigate to="/home" replace />;
}
