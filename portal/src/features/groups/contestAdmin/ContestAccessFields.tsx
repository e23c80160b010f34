import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { ContestAuth } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { TextField } from '@portal/shared/ui/TextField';
import { asNumber, type SectionProps } from './sectionProps';

/**
 * Who may enter: public, private or protected with a password; the account rule (a prefix, a numbered range, a
 * suffix and extra names) and the star users, who take part without being ranked.
 */
export function ContestAccessFields({ form, errorOf }: SectionProps) {
  const t = useT();
  const ids = { auth: useId(), extra: useId(), star: useId() };
  const { register, watch, control } = form;
  const [auth, limit] = watch(['auth', 'openAccountLimit']);
  const starError = errorOf('starAccount');
  return (
    <fieldset className="group-admin__section">
      <legend>{t('groupAdmin.contest.access')}</legend>
      <div className="group-form__row">
        <div className="field">
          <label className="field__label" htmlFor={ids.auth}>
            {t('groupAdmin.contest.auth')}
          </label>
          <select
            id={ids.auth}
            className="field__input"
            {...register('auth', { setValueAs: (v: unknown) => Number(v) as ContestAuth })}
          >
            <option value={ContestAuth.PUBLIC}>{t('groupAdmin.contest.public')}</option>
            <option value={ContestAuth.PRIVATE}>{t('groupAdmin.contest.private')}</option>
            <option value={ContestAuth.PROTECTED}>{t('groupAdmin.contest.protected')}</option>
          </select>
        </div>
        {auth !== ContestAuth.PUBLIC ? (
          <TextField
            label={t('groupAdmin.contest.password')}
            required
            autoComplete="off"
            error={errorOf('pwd')}
            {...register('pwd')}
          />
        ) : null}
      </div>
      <label className="group-form__switch">
        <input type="checkbox" role="switch" {...register('openAccountLimit')} />
        {t('groupAdmin.contest.accountLimit')}
      </label>
      {limit ? (
        <>
          <div className="group-form__row">
            <TextField label={t('groupAdmin.contest.prefix')} {...register('accountLimit.prefix')} />
            <TextField
              label={t('groupAdmin.contest.startNumber')}
              type="number"
              inputMode="numeric"
              error={errorOf('accountLimit.startNumber')}
              {...register('accountLimit.startNumber', { setValueAs: asNumber })}
            />
            <TextField
              label={t('groupAdmin.contest.endNumber')}
              type="number"
              inputMode="numeric"
              error={errorOf('accountLimit.endNumber')}
              {...register('accountLimit.endNumber', { setValueAs: asNumber })}
            />
            <TextField label={t('groupAdmin.contest.suffix')} {...register('accountLimit.suffix')} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.extra}>
              {t('groupAdmin.contest.extraAccounts')}
            </label>
            <textarea
              id={ids.extra}
              className="field__input"
              rows={3}
              {...register('accountLimit.extraAccounts')}
            />
          </div>
        </>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={ids.star}>
          {t('groupAdmin.contest.starUsers')}
        </label>
        <Controller
          control={control}
          name="starAccount"
          render={({ field }) => (
            <textarea
              id={ids.star}
              className="field__input"
              rows={3}
              aria-invalid={starError ? true : undefined}
              aria-describedby={`${ids.star}-error`}
              value={field.value.join('\n')}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value.split('\n'))}
            />
          )}
        />
        <p id={`${ids.star}-error`} className="field__error">
          {starError}
        </p>
      </div>
    </fieldset>
  );
}
