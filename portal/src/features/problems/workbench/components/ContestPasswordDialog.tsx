import { useState, type FormEvent } from 'react';
import { useT } from '@portal/i18n/useT';
import { Dialog } from '@portal/shared/ui/Dialog';
import { Spinner } from '@portal/shared/ui/icons';
import { TextField } from '@portal/shared/ui/TextField';

interface ContestPasswordDialogProps {
  /** Registers with the password, then submits; false when the password was refused (its toast says why). */
  onSubmit: (password: string) => Promise<boolean>;
  onClose: () => void;
}

/** The protected contest's password, asked by Submit before the first submission. */
export function ContestPasswordDialog({ onSubmit, onClose }: ContestPasswordDialogProps) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.trim() === '') {
      setError(t('workbench.passwordEmpty'));
      return;
    }
    setError(null);
    setBusy(true);
    const ok = await onSubmit(password);
    if (!ok) setBusy(false);
  };

  return (
    <Dialog title={t('workbench.passwordTitle')} onClose={busy ? () => undefined : onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p className="workbench__dialog-hint">{t('workbench.passwordHint')}</p>
        <TextField
          label={t('workbench.password')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
          required
        />
        <div className="workbench__dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {t('workbench.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {t('workbench.register')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
