import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import type { UserInfoVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import {
  closeLoginDialog,
  loginDialogSignal,
  switchAccountDialog,
  takeDialogOpener,
  type AccountDialogView,
} from '@portal/shared/auth/loginDialogState';
import { showToast } from '@portal/shared/toast/toastStore';
import { Dialog } from '@portal/shared/ui/Dialog';
import { InfoIcon } from '@portal/shared/ui/icons';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ResetRequestForm } from './ResetRequestForm';
import './LoginDialog.css';

const TITLES = {
  login: 'auth.loginTitle',
  register: 'accounts.registerTitle',
  reset: 'accounts.resetTitle',
} as const;

/**
 * The portal's account dialogs: login, and from it register and reset-password, one at a time in the same
 * place. It opens from the nav, guards, 401 answers and features. Switching keeps the resend timers (they
 * live in state/resendLock); focus returns to whatever opened the dialogs when they close.
 */
export function LoginDialog() {
  useSignals();
  const t = useT();
  const queryClient = useQueryClient();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { open, view, notice, username, returnTo } = loginDialogSignal.value;

  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const opener = takeDialogOpener();
      // The dialog restores focus itself unless a switch replaced the element it came from.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener?.isConnected) opener.focus();
    }
    wasOpen.current = open;
  }, [open]);

  if (!open) return null;

  const onLoggedIn = (user: UserInfoVO) => {
    closeLoginDialog();
    showToast('success', t('auth.welcome', { username: user.username }));
    // Answers may depend on who asks (visibility, own status): fetch what is on screen again.
    void queryClient.invalidateQueries();
    if (returnTo) void navigate(returnTo);
  };

  const onRegistered = (name: string) => {
    showToast('success', t('accounts.registered'));
    switchAccountDialog('login', name);
  };

  const switchTo = (target: AccountDialogView, label: string) => (
    <button type="button" className="account-dialog__link" onClick={() => switchAccountDialog(target)}>
      {label}
    </button>
  );

  return (
    <Dialog key={view} title={t(TITLES[view])} onClose={closeLoginDialog} initialFocusRef={firstFieldRef}>
      {view === 'login' ? (
        <>
          {notice === 'loginRequired' ? (
            <p className="alert alert--warning login-dialog__notice" role="status">
              <InfoIcon />
              <span>{t('auth.loginRequired')}</span>
            </p>
          ) : null}
          <LoginForm onSuccess={onLoggedIn} usernameRef={firstFieldRef} initialUsername={username} />
          <nav className="account-dialog__switch" aria-label={t(TITLES.login)}>
            {switchTo('reset', t('accounts.toReset'))}
            {switchTo('register', t('accounts.toRegister'))}
          </nav>
        </>
      ) : (
        <>
          {view === 'register' ? (
            <RegisterForm onRegistered={onRegistered} usernameRef={firstFieldRef} />
          ) : (
            <ResetRequestForm emailRef={firstFieldRef} />
          )}
          <div className="account-dialog__switch">{switchTo('login', t('accounts.toLogin'))}</div>
        </>
      )}
    </Dialog>
  );
}
