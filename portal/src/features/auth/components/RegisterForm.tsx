import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { useWebsiteConfig } from '@portal/shared/api/websiteConfig';
import { Spinner } from '@portal/shared/ui/icons';
import { TextField } from '@portal/shared/ui/TextField';
import { register, sendRegisterCode } from '../api/authApi';
import { useCheckedForm } from '../hooks/useCheckedForm';
import { useKnownValues } from '../hooks/useKnownValues';
import { registerCodeLock } from '../state/resendLock';
import {
  REGISTER_CODE_LENGTH,
  registerRules,
  type FieldError,
  type RegisterValues,
} from './accountValidation';
import { FormAlert } from './FormAlert';
import { PASSWORD_MAX, USERNAME_MAX } from '@hoj/core/domain/accountRules';

const FIELDS = ['username', 'email', 'password', 'passwordAgain', 'code'] as const;

interface RegisterFormProps {
  /** After registering: back to the login dialog with the new username. */
  onRegistered: (username: string) => void;
  usernameRef: RefObject<HTMLInputElement | null>;
}

/**
 * The register form: username, email, password twice and the mailed code. The username and email must not
 * exist yet; they are checked with the server when left and again before registering. The code is mailed with
 * a 60 s resend lock that outlives the dialog.
 */
export function RegisterForm({ onRegistered, usernameRef }: RegisterFormProps) {
  useSignals();
  const t = useT();
  const config = useWebsiteConfig();
  const closed = config.data?.register === false;
  const { known, ask } = useKnownValues();
  const inputs = useRef<Partial<Record<keyof RegisterValues, HTMLInputElement | null>>>({});
  const form = useCheckedForm<RegisterValues>(
    { username: '', email: '', password: '', passwordAgain: '', code: '' },
    (field, values) => registerRules[field](values, known.current),
    { password: ['passwordAgain'] },
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remaining = registerCodeLock.remaining.value;

  const reason = (error: unknown) => (isApiError(error) ? error.msg : t('accounts.failed'));
  const message = (error: FieldError | undefined) => (error ? t(error.key, error.vars) : null);

  /** Asks the server about the values not known yet; a lost connection leaves the check to the server later. */
  const askServer = async (values: { username?: string; email?: string }) => {
    try {
      if (await ask(values)) form.recheck();
      return true;
    } catch {
      return false;
    }
  };

  const onBlur = (field: keyof RegisterValues) => () => {
    form.touch(field);
    const value = form.current()[field];
    if ((field === 'username' || field === 'email') && !registerRules[field](form.current(), known.current))
      void askServer({ [field]: value });
  };

  const codeMutation = useMutation({
    mutationFn: sendRegisterCode,
    onSuccess: (answer) => {
      registerCodeLock.start();
      setServerError(null);
      setNotice(
        t('accounts.codeSent', { email: answer.email, minutes: Math.max(1, Math.round(answer.expire / 60)) }),
      );
      inputs.current.code?.focus();
    },
    onError: (error) => {
      setNotice(null);
      setServerError(reason(error));
    },
  });

  const registerMutation = useMutation({
    mutationFn: register,
    onSuccess: (_data, variables) => onRegistered(variables.username),
    onError: (error) => {
      setNotice(null);
      setServerError(reason(error));
    },
  });

  const onSendCode = async () => {
    if (codeMutation.isPending || remaining > 0 || closed) return;
    form.touch('email');
    const email = form.current().email.trim();
    if (registerRules.email(form.current(), known.current)) {
      form.checkAll();
      inputs.current.email?.focus();
      return;
    }
    await askServer({ email });
    if (form.checkAll().email) {
      inputs.current.email?.focus();
      return;
    }
    codeMutation.mutate(email);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registerMutation.isPending || closed) return;
    const focusFirst = (errors: Partial<Record<keyof RegisterValues, FieldError>>) => {
      const first = FIELDS.find((field) => errors[field]);
      if (first) inputs.current[first]?.focus();
      return first !== undefined;
    };
    if (focusFirst(form.checkAll())) return;
    const values = form.current();
    if (!(await askServer({ username: values.username, email: values.email }))) {
      setServerError(t('accounts.checkFailed'));
      return;
    }
    if (focusFirst(form.checkAll())) return;
    setServerError(null);
    registerMutation.mutate({
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      code: values.code.trim(),
    });
  };

  const field = (name: keyof RegisterValues) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.value),
    onBlur: onBlur(name),
    error: message(form.errors[name]),
    required: true,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
      if (name === 'username') usernameRef.current = element;
    },
  });

  return (
    <form
      className="account-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={registerMutation.isPending}
    >
      {closed ? (
        <p className="alert alert--warning" role="status">
          {t('accounts.registerClosed')}
        </p>
      ) : null}
      <FormAlert kind="error" message={serverError} />
      <FormAlert kind="success" message={notice} />

      <TextField
        {...field('username')}
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={USERNAME_MAX * 4}
      />
      <TextField {...field('email')} label={t('accounts.email')} type="email" autoComplete="email" />
      <TextField
        {...field('password')}
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX * 4}
      />
      <TextField
        {...field('passwordAgain')}
        label={t('accounts.passwordAgain')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX * 4}
      />
      <div className="account-form__code-row">
        <TextField
          {...field('code')}
          label={t('accounts.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={REGISTER_CODE_LENGTH * 4}
        />
        <button
          type="button"
          className="button button--secondary account-form__code-button"
          onClick={() => void onSendCode()}
          disabled={codeMutation.isPending || remaining > 0 || closed}
        >
          {codeMutation.isPending ? (
            <>
              <Spinner />
              {t('accounts.sendingCode')}
            </>
          ) : remaining > 0 ? (
            t('accounts.resendIn', { seconds: remaining })
          ) : (
            t('accounts.sendCode')
          )}
        </button>
      </div>

      <button
        type="submit"
        className="button button--primary button--block"
        disabled={registerMutation.isPending || closed}
      >
        {registerMutation.isPending ? (
          <>
            <Spinner />
            {t('accounts.registering')}
          </>
        ) : (
          t('accounts.registerSubmit')
        )}
      </button>
    </form>
  );
}
