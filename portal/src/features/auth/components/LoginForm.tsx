import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '@hoj/core/domain/accountRules';
import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { isApiError } from '@hoj/core/http/apiError';
import type { UserInfoVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { AlertIcon, Spinner } from '@portal/shared/ui/icons';
import { TextField } from '@portal/shared/ui/TextField';
import { login } from '../api/authApi';
import { needsSlideVerify, recordLoginFailure, resetLoginFailures } from '../state/loginFailures';
import { SlideVerify } from './SlideVerify';
import {
  validateLogin,
  validatePassword,
  validateUsername,
  type LoginErrors,
  type LoginValues,
} from './loginValidation';

const validators = { username: validateUsername, password: validatePassword } as const;

interface LoginFormProps {
  onSuccess: (user: UserInfoVO) => void;
  usernameRef: RefObject<HTMLInputElement | null>;
  /** A username to start with (after registering or resetting a password). */
  initialUsername?: string;
}

/**
 * Username (required, at most 20) and password (required, 6 to 20). A field is checked when left (if typed
 * in) and on submit, and from then on while typing, so a message appears or goes as soon as it applies or no
 * longer does. A failed login keeps what was typed and shows the server's reason inside the form.
 */
export function LoginForm({ onSuccess, usernameRef, initialUsername = '' }: LoginFormProps) {
  useSignals();
  const t = useT();
  const passwordRef = useRef<HTMLInputElement>(null);
  const sliderRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<LoginValues>({ username: initialUsername, password: '' });
  // After 5 failed logins every attempt needs a solved puzzle; each attempt gets a fresh one.
  const [verified, setVerified] = useState(false);
  const [verifyError, setVerifyError] = useState(false);
  const [puzzle, setPuzzle] = useState(0);
  const [errors, setErrors] = useState<LoginErrors>({});
  // A field is checked while typing once it has been checked on leaving it or on submit.
  const [checked, setChecked] = useState<Record<keyof LoginValues, boolean>>({
    username: false,
    password: false,
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      resetLoginFailures();
      onSuccess(user);
    },
    onError: (error) => {
      // A failure the server answered counts; a lost connection says nothing about the password.
      if (isApiError(error) && error.httpStatus !== null) recordLoginFailure();
      setVerified(false);
      setPuzzle((n) => n + 1);
    },
  });

  const checkField = (field: keyof LoginValues, value: string) => {
    setErrors((previous) => ({ ...previous, [field]: validators[field](value) }));
    setChecked((previous) => (previous[field] ? previous : { ...previous, [field]: true }));
  };

  const onChange = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (checked[field]) checkField(field, value);
  };

  const onBlur = (field: keyof LoginValues) => () => {
    // Leaving an untouched empty field (e.g. tabbing past it, or closing) is not yet a mistake.
    if (values[field] !== '' || checked[field]) checkField(field, values[field]);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validateLogin(values);
    setErrors(found);
    setChecked({ username: true, password: true });
    if (found.username) {
      usernameRef.current?.focus();
      return;
    }
    if (found.password) {
      passwordRef.current?.focus();
      return;
    }
    if (needsSlideVerify.value && !verified) {
      setVerifyError(true);
      sliderRef.current?.focus();
      return;
    }
    mutation.mutate({ username: values.username.trim(), password: values.password });
  };

  const serverError = mutation.isError
    ? isApiError(mutation.error)
      ? mutation.error.msg
      : t('auth.loginFailed')
    : null;

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate aria-busy={mutation.isPending}>
      {serverError ? (
        <div className="alert alert--error" role="alert">
          <AlertIcon />
          <span>{serverError}</span>
        </div>
      ) : null}

      <TextField
        ref={usernameRef}
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={USERNAME_MAX * 4}
        required
        value={values.username}
        onChange={onChange('username')}
        onBlur={onBlur('username')}
        error={errors.username ? t(errors.username, { max: USERNAME_MAX }) : null}
      />
      <TextField
        ref={passwordRef}
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={onChange('password')}
        onBlur={onBlur('password')}
        error={errors.password ? t(errors.password, { min: PASSWORD_MIN, max: PASSWORD_MAX }) : null}
      />

      {needsSlideVerify.value ? (
        <SlideVerify
          key={puzzle}
          handleRef={sliderRef}
          error={verifyError && !verified ? t('accounts.verifyRequired') : null}
          onVerified={() => {
            setVerified(true);
            setVerifyError(false);
          }}
        />
      ) : null}

      <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
        {mutation.isPending ? (
          <>
            <Spinner />
            {t('auth.submitting')}
          </>
        ) : (
          t('auth.submit')
        )}
      </button>
    </form>
  );
}
