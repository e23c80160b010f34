import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { Spinner } from '@portal/shared/ui/icons';
import { TextField } from '@portal/shared/ui/TextField';
import { applyResetPassword, captchaQuery } from '../api/authApi';
import { useCheckedForm } from '../hooks/useCheckedForm';
import { useKnownValues } from '../hooks/useKnownValues';
import { resetEmailLock } from '../state/resendLock';
import { resetRequestRules, type FieldError, type ResetRequestValues } from './accountValidation';
import { CaptchaField } from './CaptchaField';
import { FormAlert } from './FormAlert';

/**
 * The reset-request form (email, captcha, captchaKey): the email must exist (asked when left and before
 * sending), the captcha is required. After a mail the button waits 90 s, also across dialog switches.
 */
export function ResetRequestForm({ emailRef }: { emailRef: RefObject<HTMLInputElement | null> }) {
  useSignals();
  const t = useT();
  const captcha = useQuery(captchaQuery());
  const { known, ask } = useKnownValues();
  const captchaRef = useRef<HTMLInputElement>(null);
  const form = useCheckedForm<ResetRequestValues>({ email: '', captcha: '' }, (field, values) =>
    resetRequestRules[field](values, known.current.email),
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const remaining = resetEmailLock.remaining.value;

  const message = (error: FieldError | undefined) => (error ? t(error.key, error.vars) : null);

  const askServer = async (email: string) => {
    try {
      if (await ask({ email })) form.recheck();
      return true;
    } catch {
      return false;
    }
  };

  const mutation = useMutation({
    mutationFn: applyResetPassword,
    onSuccess: (_data, variables) => {
      resetEmailLock.start();
      setServerError(null);
      setSentTo(variables.email ?? '');
      // The answer used the picture up; a later request needs a new one.
      void captcha.refetch();
    },
    onError: (error) => {
      setSentTo(null);
      setServerError(isApiError(error) ? error.msg : t('accounts.failed'));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || remaining > 0) return;
    const focusFirst = (errors: Partial<Record<keyof ResetRequestValues, FieldError>>) => {
      if (errors.email) emailRef.current?.focus();
      else if (errors.captcha) captchaRef.current?.focus();
      return Boolean(errors.email ?? errors.captcha);
    };
    if (focusFirst(form.checkAll())) return;
    const { email, captcha: answer } = form.current();
    if (!(await askServer(email))) {
      setServerError(t('accounts.checkFailed'));
      return;
    }
    if (focusFirst(form.checkAll())) return;
    if (!captcha.data) {
      void captcha.refetch();
      return;
    }
    mutation.mutate({ email: email.trim(), captcha: answer.trim(), captchaKey: captcha.data.captchaKey });
  };

  return (
    <form
      className="account-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={mutation.isPending}
    >
      <FormAlert kind="error" message={serverError} />
      <FormAlert
        kind="success"
        message={sentTo !== null ? t('accounts.resetSent', { email: sentTo }) : null}
      />

      <TextField
        ref={emailRef}
        label={t('accounts.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={form.values.email}
        onChange={(event) => form.setValue('email', event.target.value)}
        onBlur={() => {
          form.touch('email');
          if (!resetRequestRules.email(form.current(), known.current.email))
            void askServer(form.current().email);
        }}
        error={message(form.errors.email)}
      />
      <CaptchaField
        captcha={captcha}
        inputRef={captchaRef}
        value={form.values.captcha}
        onChange={(event) => form.setValue('captcha', event.target.value)}
        onBlur={() => form.touch('captcha')}
        error={message(form.errors.captcha)}
      />

      <button
        type="submit"
        className="button button--primary button--block"
        disabled={mutation.isPending || remaining > 0}
      >
        {mutation.isPending ? (
          <>
            <Spinner />
            {t('accounts.resetSending')}
          </>
        ) : remaining > 0 ? (
          t('accounts.resetResendIn', { seconds: remaining })
        ) : (
          t('accounts.resetSubmit')
        )}
      </button>
    </form>
  );
}
