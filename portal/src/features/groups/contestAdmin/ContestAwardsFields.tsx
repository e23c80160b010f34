import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { awardsAfterTypeChange, newAwardRow, type AwardType } from '@hoj/core/editor/awards';
import { useT } from '@portal/i18n/useT';
import { TextField } from '@portal/shared/ui/TextField';
import { asNumber, type SectionProps } from './sectionProps';

/**
 * The board's award bands: none, by proportion (percent of the ranked) or by count, each band with its rank
 * order, name, colours and size. Turning awards on with no bands brings the default gold, silver and bronze.
 */
export function ContestAwardsFields({ form, errorOf }: SectionProps) {
  const t = useT();
  const typeId = useId();
  const { register, watch, getValues, control } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'awardConfigList' });
  const awardType = watch('awardType');
  const listError = errorOf('awardConfigList');
  return (
    <fieldset className="group-admin__section">
      <legend>{t('groupAdmin.contest.awards')}</legend>
      <div className="field">
        <label className="field__label" htmlFor={typeId}>
          {t('groupAdmin.contest.awardType')}
        </label>
        <select
          id={typeId}
          className="field__input"
          {...register('awardType', {
            setValueAs: (v: unknown) => Number(v) as AwardType,
            onChange: (event: { target: { value: string } }) => {
              const next = Number(event.target.value) as AwardType;
              replace(awardsAfterTypeChange(awardType, next, getValues('awardConfigList')));
            },
          })}
        >
          <option value={0}>{t('groupAdmin.contest.awardNone')}</option>
          <option value={1}>{t('groupAdmin.contest.awardProportion')}</option>
          <option value={2}>{t('groupAdmin.contest.awardCount')}</option>
        </select>
      </div>
      {awardType !== 0 ? (
        <>
          <p className="field__error" role={listError ? 'alert' : undefined}>
            {listError}
          </p>
          {fields.map((field, index) => (
            <div
              key={field.id}
              className="group-form__row"
              role="group"
              aria-label={t('groupAdmin.contest.awardN', { n: index + 1 })}
            >
              <TextField
                label={t('groupAdmin.contest.awardPriority')}
                type="number"
                inputMode="numeric"
                error={errorOf(`awardConfigList[${index}].priority`)}
                {...register(`awardConfigList.${index}.priority`, { setValueAs: asNumber })}
              />
              <TextField
                label={t('groupAdmin.contest.awardName')}
                error={errorOf(`awardConfigList[${index}].name`)}
                {...register(`awardConfigList.${index}.name`)}
              />
              <TextField
                label={t('groupAdmin.contest.awardBackground')}
                type="color"
                {...register(`awardConfigList.${index}.background`)}
              />
              <TextField
                label={t('groupAdmin.contest.awardColor')}
                type="color"
                {...register(`awardConfigList.${index}.color`)}
              />
              <TextField
                label={t(
                  awardType === 1 ? 'groupAdmin.contest.awardPercent' : 'groupAdmin.contest.awardPeople',
                )}
                type="number"
                inputMode="numeric"
                error={errorOf(`awardConfigList[${index}].num`)}
                {...register(`awardConfigList.${index}.num`, { setValueAs: asNumber })}
              />
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('groupAdmin.contest.awardRemove', { n: index + 1 })}
                onClick={() => remove(index)}
              >
                {t('groupAdmin.problems.remove')}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => append(newAwardRow(fields.length))}
          >
            {t('groupAdmin.contest.awardAdd')}
          </button>
        </>
      ) : null}
    </fieldset>
  );
}
