import { isSavableLink } from '@hoj/core/format/safeUrl';
import { useId, useState, type FormEvent } from 'react';
import type { Gender, UserInfoVO } from '@generated/model/index';
import { isApiError } from '@hoj/core/http/apiError';
import type { MessageKey } from '@portal/i18n/catalog';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { LazyMarkdown } from '@portal/shared/ui/LazyMarkdown';
import { TextField } from '@portal/shared/ui/TextField';
import { changeUserInfo, updateSessionUser } from '../api/settingsApi';
import { FormMessage, type FormOutcome } from './FormMessage';
import '@portal/i18n/pages/settings';

/** The editable fields and the server's length limits (`POST /api/change-userInfo`). */
const TEXT_FIELDS = [
  { name: 'nickname', label: 'settings.info.nickname', max: 20, autoComplete: 'nickname' },
  { name: 'realname', label: 'settings.info.realname', max: 50, autoComplete: 'name' },
  { name: 'school', label: 'settings.info.school', max: 100, autoComplete: 'organization' },
  { name: 'number', label: 'settings.info.number', max: 200, autoComplete: 'off' },
  { name: 'cfUsername', label: 'settings.info.cfUsername', max: undefined, autoComplete: 'off' },
  { name: 'blog', label: 'settings.info.blog', max: undefined, autoComplete: 'url', link: true },
  { name: 'github', label: 'settings.info.github', max: undefined, autoComplete: 'url', link: true },
] as const satisfies readonly {
  name: keyof UserInfoVO;
  label: MessageKey;
  max?: number;
  /** A web address: saved only empty or as an absolute http(s) URL. */
  link?: boolean;
  autoComplete: string;
}[];

type TextName = (typeof TEXT_FIELDS)[number]['name'];
type Values = Record<TextName | 'signature', string> & { gender: Gender };

const GENDERS: readonly { value: Gender; label: MessageKey }[] = [
  { value: 'male', label: 'settings.info.gender.male' },
  { value: 'female', label: 'settings.info.gender.female' },
  { value: 'secrecy', label: 'settings.info.gender.secrecy' },
];

function initialValues(user: UserInfoVO): Values {
  return {
    nickname: user.nickname ?? '',
    realname: user.realname ?? '',
    school: user.school ?? '',
    number: user.number ?? '',
    cfUsername: user.cfUsername ?? '',
    blog: user.blog ?? '',
    github: user.github ?? '',
    signature: user.signature ?? '',
    gender: user.gender ?? 'secrecy',
  };
}

/** The profile section of the settings: the profile fields and the markdown signature, with a preview. */
export function ProfileForm({ user }: { user: UserInfoVO }) {
  const t = useT();
  const genderId = useId();
  const signatureId = useId();
  const [values, setValues] = useState(() => initialValues(user));
  const [preview, setPreview] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [busy, setBusy] = useState(false);

  const tooLong = (name: TextName) => {
    const field = TEXT_FIELDS.find((f) => f.name === name);
    if (field && 'link' in field && !isSavableLink(values[name])) return t('settings.error.linkInvalid');
    return field?.max !== undefined && values[name].length > field.max
      ? t('settings.error.tooLong', { max: field.max })
      : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (TEXT_FIELDS.some((field) => tooLong(field.name))) return;
    setBusy(true);
    try {
      const updated = await changeUserInfo({ ...user, ...values });
      updateSessionUser(updated);
      setOutcome({ kind: 'success', text: t('settings.updated') });
      showToast('success', t('settings.updated'));
    } catch (error) {
      // What was typed stays; the request layer showed the server's reason as a toast too.
      setOutcome({ kind: 'error', text: isApiError(error) ? error.msg : t('settings.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="settings-form settings-form--wide" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="settings-form__title">{t('settings.info.title')}</h3>
      <div className="settings-form__columns">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            autoComplete={field.autoComplete}
            type={field.autoComplete === 'url' ? 'url' : 'text'}
            value={values[field.name]}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            error={tooLong(field.name)}
          />
        ))}
        <div className="field">
          <label className="field__label" htmlFor={genderId}>
            {t('settings.info.gender')}
          </label>
          <select
            id={genderId}
            className="field__input"
            value={values.gender}
            onChange={(event) => setValues({ ...values, gender: event.target.value as Gender })}
          >
            {GENDERS.map((gender) => (
              <option key={gender.value} value={gender.value}>
                {t(gender.label)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <div className="settings-form__signature-head">
          <label className="field__label" htmlFor={signatureId}>
            {t('settings.info.signature')}
          </label>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={preview}
            onClick={() => setPreview(!preview)}
          >
            {t('settings.info.preview')}
          </button>
        </div>
        <textarea
          id={signatureId}
          className="field__input settings-form__signature"
          rows={6}
          value={values.signature}
          onChange={(event) => setValues({ ...values, signature: event.target.value })}
          hidden={preview}
        />
        {preview ? (
          <div className="settings-form__preview" aria-label={t('settings.info.previewLabel')} role="region">
            {values.signature.trim() ? (
              <LazyMarkdown source={values.signature} rows={2} />
            ) : (
              <p className="settings-form__current">{t('settings.info.previewEmpty')}</p>
            )}
          </div>
        ) : null}
      </div>
      <FormMessage outcome={outcome} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('settings.info.submit')}
      </button>
    </form>
  );
}
