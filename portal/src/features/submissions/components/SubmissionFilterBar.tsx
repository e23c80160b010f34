import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { JudgeStatus } from '@generated/model/index';
import { judgeStatusInfo } from '@hoj/core/domain/judgeStatus';
import { useT } from '@portal/i18n/useT';
import { RefreshIcon } from '@portal/shared/ui/icons';
import type { SubmissionFilters } from '../model/submissionFilters';
import { statusFilterOptions } from '../model/statusFilterOptions';
import '@portal/i18n/pages/submissions';

interface SubmissionFilterBarProps {
  filters: SubmissionFilters;
  /** Whether the switch shows on: only-mine needs a login, so a visitor's switch stays off. */
  onlyMineOn: boolean;
  onOnlyMine: (on: boolean) => void;
  onChange: (change: Partial<SubmissionFilters>) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Only-mine switch, status, problem and author searches, refresh. The texts apply on Enter or Search. */
export function SubmissionFilterBar({
  filters,
  onlyMineOn,
  onOnlyMine,
  onChange,
  onRefresh,
  refreshing,
}: SubmissionFilterBarProps) {
  const t = useT();
  const id = useId();
  const [problemID, setProblemID] = useState(filters.problemID);
  const [username, setUsername] = useState(filters.username);

  // Back/forward or a link changes the address: the boxes follow it.
  useEffect(() => setProblemID(filters.problemID), [filters.problemID]);
  useEffect(() => setUsername(onlyMineOn ? '' : filters.username), [filters.username, onlyMineOn]);

  const search = () => onChange({ problemID: problemID.trim(), username: onlyMineOn ? '' : username.trim() });
  // Enter in a box searches. Not a <form>: the address change is a router transition, and React would then
  // replay the submit as a form action, which is not what these boxes are.
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  return (
    <div className="submission-filters" role="search">
      <label className="submission-filters__switch">
        <input
          type="checkbox"
          role="switch"
          checked={onlyMineOn}
          onChange={(event) => onOnlyMine(event.target.checked)}
        />
        {t('submissions.filter.onlyMine')}
      </label>
      <div className="field submission-filters__select">
        <label className="field__label" htmlFor={`${id}-status`}>
          {t('submissions.filter.status')}
        </label>
        <select
          id={`${id}-status`}
          className="field__input"
          value={filters.status === null ? '' : String(filters.status)}
          onChange={(event) =>
            onChange({
              status: event.target.value === '' ? null : (Number(event.target.value) as JudgeStatus),
            })
          }
        >
          <option value="">{t('submissions.filter.allStatus')}</option>
          {statusFilterOptions.map((status) => (
            <option key={status} value={status}>
              {t(judgeStatusInfo(status).labelKey)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-problem`}>
          {t('submissions.filter.problem')}
        </label>
        <input
          id={`${id}-problem`}
          className="field__input"
          type="search"
          value={problemID}
          onChange={(event) => setProblemID(event.target.value)}
          onKeyDown={searchOnEnter}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-author`}>
          {t('submissions.filter.author')}
        </label>
        <input
          id={`${id}-author`}
          className="field__input"
          type="search"
          value={username}
          disabled={onlyMineOn}
          title={onlyMineOn ? t('submissions.filter.authorDisabled') : undefined}
          onChange={(event) => setUsername(event.target.value)}
          onKeyDown={searchOnEnter}
        />
      </div>
      <div className="submission-filters__search">
        <button type="button" className="button button--primary" onClick={search}>
          {t('submissions.filter.search')}
        </button>
        <button type="button" className="button button--secondary" onClick={onRefresh} disabled={refreshing}>
          <RefreshIcon />
          {t('ui.refresh')}
        </button>
      </div>
    </div>
  );
}
