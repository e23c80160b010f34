import { useId } from 'react';
import type { ProblemDifficulty } from '@generated/model/index';
import { problemDifficultyTable } from '@hoj/core/domain/problem';
import { useT } from '@portal/i18n/useT';
import { KeywordSearch } from '@portal/shared/ui/KeywordSearch';
import { PROBLEM_BANKS, type ProblemBank, type ProblemListFilters } from '../model/problemListFilters';

interface ProblemFilterBarProps {
  filters: ProblemListFilters;
  onChange: (changes: Partial<Omit<ProblemListFilters, 'currentPage'>>) => void;
  showTags: boolean;
  onShowTags: (show: boolean) => void;
  onReset: () => void;
  onRandom: () => void;
  picking: boolean;
}

const DIFFICULTIES = Object.keys(problemDifficultyTable).map(Number) as ProblemDifficulty[];

/** Difficulty, bank and keyword, the tags column switch, reset and the random pick. */
export function ProblemFilterBar({
  filters,
  onChange,
  showTags,
  onShowTags,
  onReset,
  onRandom,
  picking,
}: ProblemFilterBarProps) {
  const t = useT();
  const id = useId();

  return (
    <div className="problem-filters" role="group" aria-label={t('problemList.filters')}>
      <div className="field problem-filters__select">
        <label className="field__label" htmlFor={`${id}-difficulty`}>
          {t('problemList.difficulty')}
        </label>
        <select
          id={`${id}-difficulty`}
          className="field__input"
          value={filters.difficulty === null ? '' : String(filters.difficulty)}
          onChange={(event) =>
            onChange({
              difficulty:
                event.target.value === '' ? null : (Number(event.target.value) as ProblemDifficulty),
            })
          }
        >
          <option value="">{t('problemList.difficulty.all')}</option>
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {t(problemDifficultyTable[difficulty].labelKey)}
            </option>
          ))}
        </select>
      </div>
      <div className="field problem-filters__select">
        <label className="field__label" htmlFor={`${id}-oj`}>
          {t('problemList.oj')}
        </label>
        <select
          id={`${id}-oj`}
          className="field__input"
          value={filters.oj ?? ''}
          onChange={(event) =>
            onChange({ oj: event.target.value === '' ? null : (event.target.value as ProblemBank) })
          }
        >
          <option value="">{t('problemList.oj.all')}</option>
          {PROBLEM_BANKS.map((bank) => (
            <option key={bank} value={bank}>
              {bank === 'ME' ? t('problemList.oj.ME') : bank}
            </option>
          ))}
        </select>
      </div>
      <KeywordSearch
        keyword={filters.keyword}
        label={t('problemList.keyword')}
        placeholder={t('problemList.keyword.placeholder')}
        buttonLabel={t('problemList.search')}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <div className="problem-filters__actions">
        <label className="problem-filters__switch">
          <input type="checkbox" checked={showTags} onChange={(event) => onShowTags(event.target.checked)} />
          {t('problemList.showTags')}
        </label>
        <button type="button" className="button button--secondary button--small" onClick={onReset}>
          {t('problemList.reset')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onRandom}
          disabled={picking}
        >
          {t('problemList.random')}
        </button>
      </div>
    </div>
  );
}
