import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog, switchAccountDialog } from '@portal/shared/auth/loginDialogState';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { showToast } from '@portal/shared/toast/toastStore';
import { Spinner } from '@portal/shared/ui/icons';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import { TextField } from '@portal/shared/ui/TextField';
import { checkUsernameOrEmail, resetPassword } from '../api/authApi';
import { newPasswordRules, type FieldError, type NewPasswordValues } from '../components/accountValidation';
import { FormAlert } from '../components/FormAlert';
import { PASSWORD_MAX } from '@hoj/core/domain/accountRules';
import { useCheckedForm } from '../hooks/useCheckedForm';
import '../components/LoginDialog.css';
import './authCard.css';
import './ResetPasswordPage.css';

/**
 * /reset-password?username=&code=: the username from the mailed link is read-only and checked on entry; a new
 * password and its confirmation; on success 'Your password has been reset', then / with the login dialog
 * open.
 */
export function ResetPasswordPage() {
  const t = useT();
  usePageTitle(t('accounts.resetPageTitle'));
  const [params] = useSearchParams();
  const username = params.get('username')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';

  return (
    <div className="page page--narrow">
      <section className="auth-card" aria-labelledby="reset-page-title">
        <h1 id="reset-page-title" className="auth-card__title">
          {t('accounts.resetPageTitle')}
        </h1>
        {username && code ? (
          <CheckedResetForm username={username} code={code} />
        ) : (
          <div className="reset-page__incomplete">
            <p className="alert alert--warning" role="alert">
              {t('accounts.linkIncomplete')}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => switchAccountDialog('reset')}
            >
              {t('accounts.requestAgain')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

function CheckedResetForm({ username, code }: { username: string; code: string }) {
  const t = useT();
  const check = useQuery({
    queryKey: ['account', 'username-exists', username],
    queryFn: ({ signal }) => checkUsernameOrEmail({ username }, signal),
    staleTime: 0,
  });

  if (check.isPending) return <Skeleton rows={2} label={t('accounts.checkingLink')} />;
  if (check.isError)
    return (
      <ErrorState
        message={t('accounts.failed')}
        detail={isApiError(check.error) ? check.error.msg : undefined}
        error={check.error}
        onRetry={() => void check.refetch()}
        retrying={check.isFetching}
      />
    );
  return <ResetForm username={username} code={code} exists={check.data.username} />;
}

function ResetForm({ username, code, exists }: { username: string; code: string; exists: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const againRef = useRef<HTMLInputElement>(null);
  const form = useCheckedForm<NewPasswordValues>(
    { password: '', passwordAgain: '' },
    (field, values) => newPasswordRules[field](values),
    { password: ['passwordAgain'] },
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const usernameError: FieldError | undefined = exists ? undefined : { key: 'accounts.usernameUnknown' };

  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: async () => {
      showToast('success', t('accounts.passwordReset'));
      await navigate('/', { replace: true });
      openLoginDialog(null, username);
    },
    onError: (error) => setServerError(isApiError(error) ? error.msg : t('accounts.failed')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const errors = form.checkAll();
    if (usernameError) {
      usernameRef.current?.focus();
      return;
    }
    if (errors.password) {
      passwordRef.current?.focus();
      return;
    }
    if (errors.passwordAgain) {
      againRef.current?.focus();
      return;
    }
    setServerError(null);
    mutation.mutate({ username, password: form.current().password, code });
  };

  const message = (error: FieldError | undefined) => (error ? t(error.key, error.vars) : null);

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-busy={mutation.isPending}>
      <p className="reset-page__intro">{t('accounts.resetPageIntro')}</p>
      <FormAlert kind="error" message={serverError} />
      <TextField
        ref={usernameRef}
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        value={username}
        readOnly
        required
        error={message(usernameError)}
      />
      <TextField
        ref={passwordRef}
        label={t('accounts.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX * 4}
        required
        value={form.values.password}
        onChange={(event) => form.setValue('password', event.target.value)}
        onBlur={() => form.touch('password')}
        error={message(form.errors.password)}
      />
      <TextField
        ref={againRef}
        label={t('accounts.newPasswordAgain')}
        name="passwordAgain"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX * 4}
        required
        value={form.values.passwordAgain}
        onChange={(event) => form.setValue('passwordAgain', event.target.value)}
        onBlur={() => form.touch('passwordAgain')}
        error={message(form.errors.passwordAgain)}
      />
      <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
        {mutation.isPending ? (
          <>
            <Spinner />
            {t('accounts.resetPageSubmitting')}
          </>
        ) : (
          t('accounts.resetPageSubmit')
        )}
      </button>
    </form>
  );
}
