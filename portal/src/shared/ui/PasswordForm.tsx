import { useId, useRef, useState, type FormEvent } from 'react';
import { AlertIcon, ShieldIcon, Spinner } from './icons';
import { TextField } from './TextField';
import './PasswordForm.css';

export interface PasswordFormTexts {
  title: string;
  hint: string;
  /** The field's label. */
  label: string;
  /** The button. */
  action: string;
  /** Said under the field when it is sent empty. */
  empty: string;
}

interface PasswordFormProps {
  /**
   * `closed`: what follows stays shut until the password is given (a private contest or training), drawn as a
   * warning; `open`: readable already, the password lets the user take part (a protected contest).
   */
  kind: 'closed' | 'open';
  texts: PasswordFormTexts;
  pending: boolean;
  /** Sends the password; a rejection's message (the server's reason) is shown under the field. */
  onSubmit: (password: string) => Promise<unknown>;
}

/**
 * A password that opens something (a private contest, a private training): an empty one is refused here, the
 * server's reason for a wrong one shows under the field, and focus goes back to the field either way.
 */
export function PasswordForm({ kind, texts, pending, onSubmit }: PasswordFormProps) {
  const headingId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (password === '') {
      refuse(texts.empty);
      return;
    }
    setError(null);
    onSubmit(password).catch((failure: unknown) =>
      refuse(failure instanceof Error && failure.message ? failure.message : String(failure)),
    );
  };

  return (
    <section className={`password-form password-form--${kind}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="password-form__title">
        {kind === 'closed' ? <AlertIcon /> : <ShieldIcon />}
        {texts.title}
      </h2>
      <p className="password-form__hint">{texts.hint}</p>
      <form className="password-form__form" onSubmit={submit} noValidate>
        <TextField
          ref={field}
          label={texts.label}
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
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <Spinner /> : null}
          {texts.action}
        </button>
      </form>
    </section>
  );
}
