import { useId } from 'react';
import { ContestStatus, ContestType } from '@generated/model/index';
import { contestStatusTable, contestTypeTable } from '@hoj/core/domain/contest';
import { useT } from '@portal/i18n/useT';
import { KeywordSearch } from '@portal/shared/ui/KeywordSearch';
import type { ContestListFilters } from '../model/contestListFilters';

interface ContestFilterBarProps {
  filters: ContestListFilters;
  onChange: (changes: Partial<Omit<ContestListFilters, 'currentPage'>>) => void;
}

const RULES = Object.values(ContestType);
const STATUSES = Object.values(ContestStatus);

/** Rule, status and a keyword in the title; the keyword applies on Enter or the search button. */
export function ContestFilterBar({ filters, onChange }: ContestFilterBarProps) {
  const t = useT();
  const id = useId();

  return (
    <div className="contest-filters" role="group" aria-label={t('contests.filters')}>
      <div className="field contest-filters__select">
        <label className="field__label" htmlFor={`${id}-rule`}>
          {t('contests.filter.rule')}
        </label>
        <select
          id={`${id}-rule`}
          className="field__input"
          value={filters.type === null ? '' : String(filters.type)}
          onChange={(event) =>
            onChange({ type: event.target.value === '' ? null : (Number(event.target.value) as ContestType) })
          }
        >
          <option value="">{t('contests.filter.all')}</option>
          {RULES.map((rule) => (
            <option key={rule} value={rule}>
              {contestTypeTable[rule].short}
            </option>
          ))}
        </select>
      </div>
      <div className="field contest-filters__select">
        <label className="field__label" htmlFor={`${id}-status`}>
          {t('contests.filter.status')}
        </label>
        <select
          id={`${id}-status`}
          className="field__input"
          value={filters.status === null ? '' : String(filters.status)}
          onChange={(event) =>
            onChange({
              status: event.target.value === '' ? null : (Number(event.target.value) as ContestStatus),
            })
          }
        >
          <option value="">{t('contests.filter.all')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(contestStatusTable[status].labelKey)}
            </option>
          ))}
        </select>
      </div>
      <KeywordSearch
        keyword={filters.keyword}
        label={t('contests.filter.keyword')}
        placeholder={t('contests.filter.keywordPlaceholder')}
        buttonLabel={t('contests.filter.search')}
        onSearch={(keyword) => onChange({ keyword })}
      />
    </div>
  );
}
