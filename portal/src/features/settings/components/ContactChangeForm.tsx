import { useState, type FormEvent } from 'react';
import type { ChangeAccountVO, UserInfoVO } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import type { MessageKey } from '@portal/i18n/catalog';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { TextField } from '@portal/shared/ui/TextField';
import { updateSessionUser } from '../api/settingsApi';
import { useCountdown } from '../hooks/useCountdown';
import { FormMessage, type FormOutcome } from './FormMessage';
import { CODE_RESEND_SECONDS, hasErrors, validateCode, type FieldErrors } from './validation';
import '@portal/i18n/pages/settings';

type Field = 'target' | 'code' | 'password';

export interface ContactTexts {
  title: MessageKey;
  current: MessageKey;
  none: MessageKey;
  target: MessageKey;
  sent: MessageKey;
  submit: MessageKey;
  changed: MessageKey;
}

interface ContactChangeFormProps {
  texts: ContactTexts;
  inputType: 'email' | 'tel';
  autoComplete: string;
  current: string | null | undefined;
  validate: (value: string, current: string | null | undefined) => MessageKey | null;
  sendCode: (target: string) => Promise<unknown>;
  change: (body: { password: string; target: string; code: string }) => Promise<ChangeAccountVO>;
  /** The user fields to update after a change that answered without `userInfo`. */
  patch: (target: string) => Partial<UserInfoVO>;
  /** Called when the server does not offer this change at all (an extension answered 404). */
  onUnavailable?: () => void;
  /** Failures the request layer keeps quiet about are toasted here. */
  toastErrors?: boolean;
}

/**
 * A new e-mail address or mobile number with its code: the code can be asked for again after 60 seconds, the
 * new value must be valid and differ from the current one, and the current password confirms the change. What
 * was typed stays when anything fails.
 */
export function ContactChangeForm(props: ContactChangeFormProps) {
  const { texts, current } = props;
  const t = useT();
  const [values, setValues] = useState({ target: '', code: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [lockLeft, startLock] = useCountdown();

  const fail = (error: unknown) => {
    if (isApiError(error) && error.kind === 'notFound' && props.onUnavailable) {
      props.onUnavailable();
      return;
    }
    const text = isApiError(error) ? error.msg : t('settings.failed');
    if (props.toastErrors) showToast('error', text);
    setOutcome({ kind: 'error', text });
  };

  const update = (field: Field, value: string) => {
    setValues({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const send = async () => {
    const problem = props.validate(values.target, current);
    setErrors({ ...errors, target: problem ?? undefined });
    setOutcome(null);
    if (problem) return;
    setSending(true);
    try {
      await props.sendCode(values.target.trim());
      startLock(CODE_RESEND_SECONDS);
      setOutcome({ kind: 'success', text: t(texts.sent, { target: values.target.trim() }) });
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {
      target: props.validate(values.target, current) ?? undefined,
      code: validateCode(values.code) ?? undefined,
      password: values.password ? undefined : 'settings.error.currentRequired',
    };
    setErrors(found);
    setOutcome(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const target = values.target.trim();
      const result = await props.change({ password: values.password, target, code: values.code.trim() });
      if (result.code !== 200) {
        setOutcome({ kind: 'error', text: result.msg });
        return;
      }
      updateSessionUser(result.userInfo ?? props.patch(target));
      setValues({ target: '', code: '', password: '' });
      setOutcome({ kind: 'success', text: t(texts.changed) });
      showToast('success', t(texts.changed));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const message = (field: Field) => (errors[field] ? t(errors[field]) : null);
  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="settings-form__title">{t(texts.title)}</h3>
      <p className="settings-form__current">
        {current ? t(texts.current, { value: current }) : t(texts.none)}
      </p>
      <TextField
        label={t(texts.target)}
        type={props.inputType}
        autoComplete={props.autoComplete}
        inputMode={props.inputType === 'tel' ? 'numeric' : undefined}
        required
        value={values.target}
        onChange={(event) => update('target', event.target.value)}
        error={message('target')}
      />
      <div className="settings-form__code-row">
        <TextField
          label={t('settings.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={values.code}
          onChange={(event) => update('code', event.target.value)}
          error={message('code')}
        />
        <button
          type="button"
          className="button button--secondary settings-form__send"
          onClick={() => void send()}
          disabled={sending || lockLeft > 0}
        >
          {lockLeft > 0 ? t('settings.resendIn', { seconds: lockLeft }) : t('settings.sendCode')}
        </button>
      </div>
      <TextField
        label={t('settings.password.current')}
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={message('password')}
      />
      <FormMessage outcome={outcome} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t(texts.submit)}
      </button>
    </form>
  );
}
