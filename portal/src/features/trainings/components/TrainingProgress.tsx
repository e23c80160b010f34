import { formatAcRate } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { progressPercent, progressTone } from '../model/trainingProgress';
import './TrainingProgress.css';

interface TrainingProgressProps {
  solved: number | null | undefined;
  total: number | null | undefined;
  /** A wide bar with the count under it (the training's header), or a narrow one in a list row. */
  size?: 'wide' | 'narrow';
}

const count = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/** How many of a training's problems the user solved: a bar coloured by the share, and "solved / total". */
export function TrainingProgress({ solved, total, size = 'narrow' }: TrainingProgressProps) {
  const t = useT();
  const locale = useLocale();
  const done = count(solved);
  const all = count(total);
  const percent = progressPercent(done, all);
  const text = t('trainings.progress.value', {
    solved: done,
    total: all,
    percent: formatAcRate(done, all, locale),
  });
  return (
    <div
      className={`training-progress training-progress--${size} training-progress--${progressTone(percent)}`}
      role="progressbar"
      aria-label={t('trainings.progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent * 100) / 100}
      aria-valuetext={text}
      title={text}
    >
      <span className="training-progress__track" aria-hidden="true">
        <span className="training-progress__fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="training-progress__count" aria-hidden="true">
        {done} / {all}
      </span>
    </div>
  );
}
