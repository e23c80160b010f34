import { useRef, useState, type FormEvent } from 'react';
import { translateIn } from '@portal/i18n/catalog';
import { localeSignal } from '@portal/i18n/locale';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { AlertIcon, ShieldIcon, Spinner } from '@portal/shared/ui/icons';
import { TextField } from '@portal/shared/ui/TextField';
import { useRegisterContest } from './useRegisterContest';

interface ContestRegistrationProps {
  cid: number;
  /** `enter`: a private contest, closed until registered; `submit`: a protected one, open to read. */
  purpose: 'enter' | 'submit';
}

const TEXTS = {
  enter: {
    title: 'contests.password.title',
    hint: 'contests.password.hint',
    action: 'contests.password.enter',
  },
  submit: {
    title: 'contests.protected.title',
    hint: 'contests.protected.hint',
    action: 'contests.protected.register',
  },
} as const;

/**
 * The contest password form: registers the user, which opens a private contest's pages (or lets them submit to
 * a protected one). An empty password is refused here; the server's reason for a wrong one (or an account its
 * rule does not admit) shows under the field.
 */
export function ContestRegistration({ cid, purpose }: ContestRegistrationProps) {
  const t = useT();
  const texts = TEXTS[purpose];
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const register = useRegisterContest(cid, () =>
    showToast('success', translateIn(localeSignal.peek(), 'contests.register.success')),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    if (password === '') {
      setError(t('contests.password.empty'));
      field.current?.focus();
      return;
    }
    setError(null);
    register.mutate(password, {
      onError: (failure) => {
        setError(failure.message);
        field.current?.focus();
      },
    });
  };

  return (
    <section
      className={`contest-register contest-register--${purpose}`}
      aria-labelledby={`contest-register-${cid}`}
    >
      <h2 id={`contest-register-${cid}`} className="contest-register__title">
        {purpose === 'enter' ? <AlertIcon /> : <ShieldIcon />}
        {t(texts.title)}
      </h2>
      <p className="contest-register__hint">{t(texts.hint)}</p>
      <form className="contest-register__form" onSubmit={submit} noValidate>
        <TextField
          ref={field}
          label={t('contests.password.label')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
          required
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={register.isPending}
          aria-busy={register.isPending || undefined}
        >
          {register.isPending ? <Spinner /> : null}
          {t(texts.action)}
        </button>
      </form>
    </section>
  );
}
