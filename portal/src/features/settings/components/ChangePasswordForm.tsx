import { useState, type FormEvent } from 'react';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { TextField } from '@portal/shared/ui/TextField';
import { changePassword } from '../api/settingsApi';
import { FormMessage, type FormOutcome } from './FormMessage';
import { hasErrors, validatePasswordChange, type FieldErrors } from './validation';
import '@portal/i18n/pages/settings';

type Field = 'oldPassword' | 'newPassword' | 'confirm';
const EMPTY = { oldPassword: '', newPassword: '', confirm: '' };

/**
 * Current, new (6–20, different) and repeated password. The server answers a processed change with a code in
 * `data`: 200 changed, 400 wrong current password, 403 locked; anything typed stays when it fails.
 */
export function ChangePasswordForm() {
  const t = useT();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [busy, setBusy] = useState(false);

  const update = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field was flagged, it is re-checked as the user types (the confirm field follows the new one).
    if (hasErrors(errors)) {
      const all = validatePasswordChange(next);
      setErrors(Object.fromEntries(Object.keys(errors).map((key) => [key, all[key as Field]])));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    setOutcome(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const result = await changePassword(values.oldPassword, values.newPassword);
      if (result.code === 200) {
        setValues(EMPTY);
        setOutcome({ kind: 'success', text: t('settings.password.changed') });
        showToast('success', t('settings.password.changed'));
      } else {
        setOutcome({ kind: 'error', text: result.msg });
      }
    } catch (error) {
      setOutcome({ kind: 'error', text: isApiError(error) ? error.msg : t('settings.failed') });
    } finally {
      setBusy(false);
    }
  };

  const message = (field: Field) => (errors[field] ? t(errors[field]) : null);
  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="settings-form__title">{t('settings.password.title')}</h3>
      <TextField
        label={t('settings.password.current')}
        type="password"
        autoComplete="current-password"
        required
        value={values.oldPassword}
        onChange={(event) => update('oldPassword', event.target.value)}
        error={message('oldPassword')}
      />
      <TextField
        label={t('settings.password.new')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={20}
        value={values.newPassword}
        onChange={(event) => update('newPassword', event.target.value)}
        error={message('newPassword')}
      />
      <TextField
        label={t('settings.password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={20}
        value={values.confirm}
        onChange={(event) => update('confirm', event.target.value)}
        error={message('confirm')}
      />
      <FormMessage outcome={outcome} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('settings.password.submit')}
      </button>
    </form>
  );
}
