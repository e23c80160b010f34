import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import type { UserInfoVO } from '@generated/client/model/index';
import { useT } from '../../../i18n/useT';
import { closeLoginDialog, loginDialogSignal } from '../../../shared/auth/loginDialogState';
import { showToast } from '../../../shared/toast/toastStore';
import { Dialog } from '../../../shared/ui/Dialog';
import { InfoIcon } from '../../../shared/ui/icons';
import { LoginForm } from './LoginForm';
import './LoginDialog.css';

/** The portal's login dialog (spec 000 §2 Dialogs); it opens from the nav, guards, 401 answers and features. */
export function LoginDialog() {
  useSignals();
  const t = useT();
  const queryClient = useQueryClient();
  const usernameRef = useRef<HTMLInputElement>(null);
  const { open, notice } = loginDialogSignal.value;
  if (!open) return null;

  const onSuccess = (user: UserInfoVO) => {
    closeLoginDialog();
    showToast('success', t('auth.welcome', { username: user.username }));
    // Answers may depend on who asks (visibility, own status): fetch what is on screen again.
    void queryClient.invalidateQueries();
  };

  return (
    <Dialog title={t('auth.loginTitle')} onClose={closeLoginDialog} initialFocusRef={usernameRef}>
      {notice === 'loginRequired' ? (
        <p className="alert alert--warning login-dialog__notice" role="status">
          <InfoIcon />
          <span>{t('auth.loginRequired')}</span>
        </p>
      ) : null}
      <LoginForm onSuccess={onSuccess} usernameRef={usernameRef} />
    </Dialog>
  );
}
