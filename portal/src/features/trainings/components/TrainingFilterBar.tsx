import { useId } from 'react';
import { TrainingAuth } from '@generated/model/index';
import { trainingAuthTable } from '@hoj/core/domain/training';
import { useT } from '@portal/i18n/useT';
import { KeywordSearch } from '@portal/shared/ui/KeywordSearch';
import type { TrainingListFilters } from '../model/trainingListFilters';

interface TrainingFilterBarProps {
  filters: TrainingListFilters;
  onChange: (changes: Partial<Omit<TrainingListFilters, 'currentPage'>>) => void;
}

const AUTHS = Object.values(TrainingAuth);

/** A keyword in the title (applied on Enter or the button), and public or private trainings only. */
export function TrainingFilterBar({ filters, onChange }: TrainingFilterBarProps) {
  const t = useT();
  const labelId = useId();
  const choices: { value: TrainingAuth | null; label: string }[] = [
    { value: null, label: t('trainings.filter.all') },
    ...AUTHS.map((auth) => ({ value: auth, label: t(trainingAuthTable[auth].labelKey) })),
  ];
  return (
    <div className="training-filters">
      <KeywordSearch
        keyword={filters.keyword}
        label={t('trainings.filter.keyword')}
        placeholder={t('trainings.filter.keywordPlaceholder')}
        buttonLabel={t('trainings.filter.search')}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <div className="training-chips" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="training-chips__label">
          {t('trainings.filter.auth')}
        </span>
        {choices.map((choice) => (
          <button
            key={choice.value ?? 'all'}
            type="button"
            className="training-chip"
            aria-pressed={filters.auth === choice.value}
            onClick={() => onChange({ auth: choice.value })}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}
