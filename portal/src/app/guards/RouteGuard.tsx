import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { session } from '@hoj/core/session/session';
import { translateIn, type MessageKey } from '@portal/i18n/catalog';
import { localeSignal } from '@portal/i18n/locale';
import { useT } from '@portal/i18n/useT';
import { useWebsiteConfig } from '@portal/shared/api/websiteConfig';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn, rolesSignal } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';
import { queryView } from '@portal/shared/ui/queryView';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import { decideGuard, type GuardContext, type GuardDecision, type RouteRequirement } from './guardDecision';

type Who = Pick<GuardContext, 'loggedIn' | 'roles'>;

const currentUser = (): Who => ({ loggedIn: isLoggedIn.peek(), roles: rolesSignal.peek() });

/**
 * Who the visitor was when the route was entered. Like a navigation guard, the login and role checks run on
 * entry, not afterwards: logging out from a guarded page (or a 401 there) is handled by the logout flow and
 * the 401 hook, which know where to go.
 */
function useWhoOnEntry(): Who {
  const { key } = useLocation();
  const [entry, setEntry] = useState(() => ({ key, who: currentUser() }));
  if (entry.key !== key) {
    const next = { key, who: currentUser() };
    setEntry(next);
    return next.who;
  }
  return entry.who;
}

/** A refusal's side effects: the login dialog (a stale session cleared first) or a warning toast. */
function useRefusal(decision: GuardDecision): void {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    // In the language of the moment the route was refused; a later switch must not repeat the refusal.
    const t = (key: MessageKey) => translateIn(localeSignal.peek(), key);
    if (decision.kind === 'login') {
      // A leftover user without a token (or the reverse) is cleared before asking for a login.
      session.clear();
      // After logging in, the user goes on to the page that asked for it (a contest link), not stays home.
      openLoginDialog('loginRequired', '', `${pathname}${search}${hash}`);
    } else if (decision.kind === 'superAdmin') {
      // Logged in already: another login would not help, so say plainly that the page is not for them.
      showToast('warning', t('shell.guard.superAdminOnly'));
    } else if (decision.kind === 'featureOff') {
      showToast('warning', t('guard.noAccess'));
    }
    // The address is read when the route is refused, not followed afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision.kind]);
}

/**
 * Renders a guarded route's page, or refuses it: home, with the reason (the login dialog for a visitor, a
 * toast when a site switch is off). A logged-in user who is not the super admin is told 'No access' on the
 * page one level up instead of being asked to log in.
 */
export function RouteGuard({ requires, children }: { requires: RouteRequirement; children: ReactNode }) {
  const t = useT();
  const who = useWhoOnEntry();
  const config = useWebsiteConfig();
  // Switches once read stand when a later read fails: a blip must not turn an open page into an error.
  const view = queryView(config);
  const decision = decideGuard(requires, {
    ...who,
    config:
      view.kind === 'ready'
        ? { state: 'ready', switches: view.data }
        : view.kind === 'failed'
          ? { state: 'error' }
          : { state: 'pending' },
  });
  useRefusal(decision);

  switch (decision.kind) {
    case 'allow':
      return children;
    case 'wait':
      return (
        <div className="page">
          <Skeleton rows={2} />
        </div>
      );
    case 'configError':
      return (
        <div className="page">
          <ErrorState
            message={t('crash.title')}
            detail={config.error?.message}
            error={config.error}
            onRetry={() => void config.refetch()}
            retrying={config.isFetching}
          />
        </div>
      );
    case 'superAdmin':
      // One level up: the contest whose rejudge page was asked for.
      return <Navigate to=".." relative="path" replace />;
    default:
      return <Navigate to="/home" replace />;
  }
}
