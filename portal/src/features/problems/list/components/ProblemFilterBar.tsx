import { useId, useRef } from 'react';
import type { ProblemDifficulty } from '@generated/model/index';
import { problemDifficultyTable } from '@hoj/core/domain/problem';
import { useT } from '@portal/i18n/useT';
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
  const keyword = useRef<HTMLInputElement>(null);

  const search = () => {
    onChange({ keyword: keyword.current?.value.trim() ?? '' });
  };

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
      {/*
       * Keyed by the address's keyword, so Back and a reset show the keyword of the list on screen. Not a form: a
       * submit that starts a navigation (a transition) makes React build a FormData of the form, which the jsdom
       * the component tests run in cannot; Enter and the button do what a submit would.
       */}
      <div key={filters.keyword} className="problem-filters__search" role="search">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-keyword`}>
            {t('problemList.keyword')}
          </label>
          <input
            id={`${id}-keyword`}
            ref={keyword}
            className="field__input"
            type="search"
            defaultValue={filters.keyword}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search();
            }}
            placeholder={t('problemList.keyword.placeholder')}
          />
        </div>
        <button type="button" className="button button--primary" onClick={search}>
          {t('problemList.search')}
        </button>
      </div>
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
