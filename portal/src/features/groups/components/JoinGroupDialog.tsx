import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { GroupAuth } from '@generated/model/index';
import { GROUP_LIMITS, joinSchema, type JoinForm } from '@hoj/core/editor/groupSchema';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { Dialog } from '@portal/shared/ui/Dialog';
import { Spinner } from '@portal/shared/ui/icons';
import { TextField } from '@portal/shared/ui/TextField';
import { groupResolver } from '../model/groupResolver';
import './GroupForm.css';

interface JoinGroupDialogProps {
  auth: GroupAuth;
  /** Sends the application; a rejection keeps the dialog open with the server's reason and what was typed. */
  onSend: (form: JoinForm) => Promise<void>;
  onClose: () => void;
}

/** Applying to a protected group (a reason) or a private one (its invitation code and a reason). */
export function JoinGroupDialog({ auth, onSend, onClose }: JoinGroupDialogProps) {
  const t = useT();
  const reasonId = useId();
  const resolver = useMemo(() => groupResolver<JoinForm>(() => joinSchema(auth)), [auth]);
  const { register, handleSubmit, formState } = useForm<JoinForm>({
    defaultValues: { code: '', reason: '' },
    resolver,
    mode: 'onTouched',
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = formState.errors;

  const submit = handleSubmit(async (form) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      await onSend({ code: form.code.trim(), reason: form.reason.trim() });
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groups.join.failed'));
      setSending(false);
    }
  });

  return (
    <Dialog title={t('groups.join.title')} onClose={onClose} width={440}>
      <form className="group-form-dialog" onSubmit={(event) => void submit(event)} noValidate>
        {auth === GroupAuth.PRIVATE ? (
          <TextField
            label={t('groups.form.code')}
            required
            autoComplete="off"
            error={errors.code?.message ? t(errors.code.message) : null}
            placeholder={t('groups.form.codePlaceholder')}
            {...register('code')}
          />
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            {t('groups.join.reason')}
          </label>
          <textarea
            id={reasonId}
            className="field__input"
            rows={4}
            aria-required
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={`${reasonId}-error`}
            placeholder={t('groups.form.lengths', GROUP_LIMITS.reason)}
            {...register('reason')}
          />
          <p id={`${reasonId}-error`} className="field__error">
            {errors.reason?.message ? t(errors.reason.message) : null}
          </p>
        </div>
        <p role="alert" className="group-form__failure">
          {failure}
        </p>
        <div className="group-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('groups.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {sending ? <Spinner /> : null}
            {t('groups.join.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
