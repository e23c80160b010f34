import type { ChangeEvent, Ref } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CaptchaVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { RefreshIcon, Spinner } from '@portal/shared/ui/icons';
import { TextField } from '@portal/shared/ui/TextField';
import { CAPTCHA_MAX } from './accountValidation';

interface CaptchaFieldProps {
  captcha: UseQueryResult<CaptchaVO>;
  value: string;
  error: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The captcha answer beside its picture (`GET /api/captcha`); the picture is a button that shows a new one. */
export function CaptchaField({ captcha, value, error, onChange, onBlur, inputRef }: CaptchaFieldProps) {
  const t = useT();
  return (
    <div className="account-form__code-row">
      <TextField
        ref={inputRef}
        label={t('accounts.captcha')}
        name="captcha"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={CAPTCHA_MAX * 4}
        required
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
      />
      <button
        type="button"
        className="account-form__captcha"
        onClick={() => void captcha.refetch()}
        aria-label={t('accounts.captchaRefresh')}
        title={t('accounts.captchaRefresh')}
        aria-busy={captcha.isFetching}
      >
        {captcha.data && !captcha.isError ? (
          <img src={captcha.data.img} alt={t('accounts.captchaImage')} width={110} height={38} />
        ) : captcha.isError ? (
          <span className="account-form__captcha-text">
            <RefreshIcon />
            {t('accounts.captchaFailed')}
          </span>
        ) : (
          <span className="account-form__captcha-text">
            <Spinner />
            <span className="visually-hidden">{t('accounts.captchaLoading')}</span>
          </span>
        )}
      </button>
    </div>
  );
}
