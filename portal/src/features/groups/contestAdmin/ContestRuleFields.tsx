import { useId } from 'react';
import { ContestType, OIRankScoreType, RankShowName } from '@generated/model/index';
import {
  SEAL_TIME_CHOICES,
  contestDurationSeconds,
  defaultSealChoice,
  sealTimeChoices,
} from '@hoj/core/editor/contestEditor';
import { useT } from '@portal/i18n/useT';
import type { SectionProps } from './sectionProps';

/**
 * The rule (ACM or OI, fixed once the contest exists), the OI score kind, sealing the board and when, the name
 * the board shows and the switches: print, open board, submitting after the end, visible.
 */
export function ContestRuleFields({ form, errorOf, editing }: SectionProps & { editing: boolean }) {
  const t = useT();
  const ids = { type: useId(), score: useId(), seal: useId(), name: useId() };
  const { register, watch, setValue } = form;
  const [type, sealRank, start, end] = watch(['type', 'sealRank', 'startTime', 'endTime']);
  const { duration } = contestDurationSeconds(start, end);
  const allowed = sealTimeChoices(duration);
  const sealError = errorOf('sealTimeChoice');
  return (
    <fieldset className="group-admin__section">
      <legend>{t('groupAdmin.contest.rules')}</legend>
      <div className="group-form__row">
        {editing ? (
          // A disabled control would drop the rule from the saved body; the rule is shown, not offered.
          <p className="group-form__hint">
            {t('groupAdmin.contest.typeFixed', { type: type === ContestType.OI ? 'OI' : 'ACM' })}
          </p>
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={ids.type}>
              {t('groupAdmin.contest.type')}
            </label>
            <select
              id={ids.type}
              className="field__input"
              aria-describedby={`${ids.type}-error`}
              {...register('type', { setValueAs: (v: unknown) => Number(v) as ContestType })}
            >
              <option value={ContestType.ACM}>ACM</option>
              <option value={ContestType.OI}>OI</option>
            </select>
            <p id={`${ids.type}-error`} className="field__error">
              {errorOf('type')}
            </p>
          </div>
        )}
        {type === ContestType.OI ? (
          <div className="field">
            <label className="field__label" htmlFor={ids.score}>
              {t('groupAdmin.contest.oiScore')}
            </label>
            <select id={ids.score} className="field__input" {...register('oiRankScoreType')}>
              <option value={OIRankScoreType.RECENT}>{t('groupAdmin.contest.oiRecent')}</option>
              <option value={OIRankScoreType.HIGHEST}>{t('groupAdmin.contest.oiHighest')}</option>
            </select>
          </div>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor={ids.name}>
            {t('groupAdmin.contest.rankShowName')}
          </label>
          <select id={ids.name} className="field__input" {...register('rankShowName')}>
            <option value={RankShowName.USERNAME}>{t('groupAdmin.contest.showUsername')}</option>
            <option value={RankShowName.NICKNAME}>{t('groupAdmin.contest.showNickname')}</option>
            <option value={RankShowName.REALNAME}>{t('groupAdmin.contest.showRealname')}</option>
          </select>
        </div>
      </div>
      <div className="group-form__row">
        <label className="group-form__switch">
          <input
            type="checkbox"
            role="switch"
            {...register('sealRank', {
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked) setValue('sealTimeChoice', defaultSealChoice(type, duration));
              },
            })}
          />
          {t('groupAdmin.contest.sealRank')}
        </label>
        {sealRank ? (
          <div className="field">
            <label className="field__label" htmlFor={ids.seal}>
              {t('groupAdmin.contest.sealTime')}
            </label>
            <select
              id={ids.seal}
              className="field__input"
              aria-invalid={sealError ? true : undefined}
              aria-describedby={`${ids.seal}-error`}
              {...register('sealTimeChoice', { setValueAs: (v: unknown) => Number(v) })}
            >
              {SEAL_TIME_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value} disabled={!allowed.includes(choice.value)}>
                  {t(`groupAdmin.contest.seal.${choice.value}`)}
                </option>
              ))}
            </select>
            <p id={`${ids.seal}-error`} className="field__error">
              {sealError}
            </p>
          </div>
        ) : null}
        {sealRank ? (
          <label className="group-form__switch">
            <input type="checkbox" role="switch" {...register('autoRealRank')} />
            {t('groupAdmin.contest.autoRealRank')}
          </label>
        ) : null}
      </div>
      <div className="group-form__row">
        <label className="group-form__switch">
          <input type="checkbox" role="switch" {...register('openPrint')} />
          {t('groupAdmin.contest.openPrint')}
        </label>
        <label className="group-form__switch">
          <input type="checkbox" role="switch" {...register('openRank')} />
          {t('groupAdmin.contest.openRank')}
        </label>
        <label className="group-form__switch">
          <input type="checkbox" role="switch" {...register('allowEndSubmit')} />
          {t('groupAdmin.contest.allowEndSubmit')}
        </label>
        <label className="group-form__switch">
          <input type="checkbox" role="switch" {...register('visible')} />
          {t('groupAdmin.visible')}
        </label>
      </div>
    </fieldset>
  );
}
