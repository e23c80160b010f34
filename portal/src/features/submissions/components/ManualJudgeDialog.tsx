import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Judge, JudgeStatus } from '@generated/model/index';
import {
  canSaveManualJudge,
  isManualJudgeOption,
  judgeStatusInfo,
  manualJudgeStatusOptions,
} from '@hoj/core/domain/judgeStatus';
import { numberFormat } from '@hoj/core/format/intlCache';
import { useLocale, useT } from '@portal/i18n/useT';
import { Dialog } from '@portal/shared/ui/Dialog';
import { Spinner } from '@portal/shared/ui/icons';
import { MAX_STORED_SCORE, problemTotalScoreQuery } from '../api/judgeActions';
import '@portal/i18n/pages/submissions';

interface ManualJudgeDialogProps {
  submission: Judge;
  busy: boolean;
  onSave: (status: JudgeStatus, score: number | null) => void;
  onClose: () => void;
}

/** A whole number from 0 to `max`, as typed (no sign, no decimals, no exponent). */
const validScore = (text: string, max: number) => /^\d+$/.test(text.trim()) && Number(text) <= max;

/**
 * Sets a verdict by hand: the status choices are core's manual-judge options, the score box is there when the
 * submission has a score (an OI problem), from 0 to the problem's total score (or to what the server can store
 * when the total cannot be read). Saving waits while the submission is Pending or no allowed status is chosen
 * yet.
 */
export function ManualJudgeDialog({ submission, busy, onSave, onClose }: ManualJudgeDialogProps) {
  const t = useT();
  const id = useId();
  const current = submission.status ?? null;
  const [status, setStatus] = useState<string>(isManualJudgeOption(current) ? String(current) : '');
  const locale = useLocale();
  const hasScore = submission.score !== null && submission.score !== undefined;
  const pid = submission.pid ?? null;
  const total = useQuery({ ...problemTotalScoreQuery(pid ?? 0), enabled: hasScore && pid !== null });
  const max = total.data ?? MAX_STORED_SCORE;
  const maxText = numberFormat(locale).format(max);
  const [score, setScore] = useState(hasScore ? String(submission.score) : '');
  const [touched, setTouched] = useState(false);
  const scoreError =
    hasScore && touched && !validScore(score, max)
      ? t('submissions.admin.scoreInvalid', { max: maxText })
      : null;
  const canSave =
    canSaveManualJudge(current) && isManualJudgeOption(Number(status)) && status !== '' && !busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canSave || (hasScore && !validScore(score, max))) return;
    onSave(Number(status) as JudgeStatus, hasScore ? Number(score) : null);
  };

  return (
    <Dialog title={t('submissions.admin.manualTitle')} onClose={busy ? () => undefined : onClose} width={420}>
      <form className="manual-judge" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-status`}>
            {t('submissions.admin.status')}
          </label>
          <select
            id={`${id}-status`}
            className="field__input"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            {status === '' ? <option value="">{t(judgeStatusInfo(current).labelKey)}</option> : null}
            {manualJudgeStatusOptions.map((option) => (
              <option key={option} value={option}>
                {t(judgeStatusInfo(option).labelKey)}
              </option>
            ))}
          </select>
        </div>
        {hasScore ? (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-score`}>
              {t('submissions.admin.score')}
            </label>
            <input
              id={`${id}-score`}
              className="field__input"
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={1}
              value={score}
              aria-invalid={scoreError ? true : undefined}
              aria-describedby={`${id}-score-hint`}
              onChange={(event) => setScore(event.target.value)}
              onBlur={() => setTouched(true)}
            />
            <p id={`${id}-score-hint`} className={scoreError ? 'field__error' : 'manual-judge__hint'}>
              {scoreError ??
                t(total.data ? 'submissions.admin.scoreHintTotal' : 'submissions.admin.scoreHint', {
                  max: maxText,
                })}
            </p>
          </div>
        ) : null}
        {canSaveManualJudge(current) ? null : (
          <p className="manual-judge__hint">{t('submissions.admin.modifyDisabled')}</p>
        )}
        <div className="manual-judge__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {t('submissions.admin.close')}
          </button>
          <button type="submit" className="button button--primary" disabled={!canSave} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {t('submissions.admin.modify')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
