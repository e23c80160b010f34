import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { GroupAuth } from '@generated/model/index';
import { groupAuthTable } from '@hoj/core/domain/group';
import { GROUP_LIMITS, type GroupForm } from '@hoj/core/editor/groupSchema';
import { useT } from '@portal/i18n/useT';
import { TextField } from '@portal/shared/ui/TextField';

const AUTHS = Object.values(GroupAuth);

/**
 * The fields of a group, for the create dialog and the settings page: name, short name (the prefix of the
 * group's problem ids), brief, visibility with the invitation code of a protected or private group, whether
 * the list shows it, and the description in Markdown. Each message is under its field, in the reader's
 * language.
 */
export function GroupFormFields({ form }: { form: UseFormReturn<GroupForm> }) {
  const t = useT();
  const authId = useId();
  const authHintId = useId();
  const descriptionId = useId();
  const { register, watch, formState } = form;
  const errors = formState.errors;
  const message = (text: string | undefined) => (text ? t(text) : null);
  const auth = watch('auth');
  const lengths = (limits: { min: number; max: number }) => t('groups.form.lengths', limits);

  return (
    <div className="group-form">
      <div className="group-form__row">
        <TextField
          label={t('groups.form.name')}
          required
          autoComplete="off"
          error={message(errors.name?.message)}
          placeholder={lengths(GROUP_LIMITS.name)}
          {...register('name')}
        />
        <TextField
          label={t('groups.form.shortName')}
          required
          autoComplete="off"
          error={message(errors.shortName?.message)}
          placeholder={lengths(GROUP_LIMITS.shortName)}
          {...register('shortName')}
        />
      </div>
      <TextField
        label={t('groups.form.brief')}
        required
        autoComplete="off"
        error={message(errors.brief?.message)}
        placeholder={lengths(GROUP_LIMITS.brief)}
        {...register('brief')}
      />
      <div className="group-form__row">
        <div className="field">
          <label className="field__label" htmlFor={authId}>
            {t('groups.form.auth')}
          </label>
          <select
            id={authId}
            className="field__input"
            aria-describedby={authHintId}
            aria-invalid={errors.auth ? true : undefined}
            {...register('auth', { valueAsNumber: true })}
          >
            {AUTHS.map((value) => (
              <option key={value} value={value}>
                {t(groupAuthTable[value].labelKey)}
              </option>
            ))}
          </select>
          <p id={authHintId} className="group-form__hint">
            {errors.auth?.message ? t(errors.auth.message) : t(`groups.auth.hint.${String(auth)}`)}
          </p>
        </div>
        {auth !== GroupAuth.PUBLIC ? (
          <TextField
            label={t('groups.form.code')}
            required
            autoComplete="off"
            error={message(errors.code?.message)}
            placeholder={t('groups.form.codePlaceholder')}
            {...register('code')}
          />
        ) : null}
      </div>
      <label className="group-form__switch">
        <input type="checkbox" role="switch" {...register('visible')} />
        {t('groups.form.visible')}
      </label>
      <div className="field">
        <label className="field__label" htmlFor={descriptionId}>
          {t('groups.form.description')}
        </label>
        <textarea
          id={descriptionId}
          className="field__input group-form__description"
          rows={8}
          aria-required
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${descriptionId}-error`}
          placeholder={t('groups.form.descriptionPlaceholder')}
          {...register('description')}
        />
        <p id={`${descriptionId}-error`} className="field__error">
          {message(errors.description?.message)}
        </p>
      </div>
    </div>
  );
}
