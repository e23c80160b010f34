import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@hoj/core/http/apiError';
import { useT } from '@portal/i18n/useT';
import { DataTable } from '@portal/shared/ui/DataTable';
import { KeywordSearch } from '@portal/shared/ui/KeywordSearch';
import { Pager } from '@portal/shared/ui/Pager';
import { queryView } from '@portal/shared/ui/queryView';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { PICKER_PER_PAGE } from '../api/pickerPaging';

export interface PickerRow {
  key: number;
  displayId: string;
  title: string;
}

export interface PickerPage {
  records: PickerRow[];
  total: number;
}

interface ProblemPickerProps {
  /** Names the table (the public bank or the group's problems). */
  label: string;
  /** Reads one page of candidates (a hook: the picker calls it on every render). */
  useRows: (page: number, keyword: string) => UseQueryResult<PickerPage>;
  onAdd: (row: PickerRow) => Promise<void>;
}

/** Problems to add, searched and paged, each with its add button; the server's refusal shows above the table. */
export function ProblemPicker({ label, useRows, onAdd }: ProblemPickerProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const result = useRows(page, keyword);
  const view = queryView(result);
  const add = async (row: PickerRow) => {
    setBusy(true);
    setFailure(null);
    try {
      await onAdd(row);
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('groupAdmin.failed'));
    } finally {
      setBusy(false);
    }
  };
  const rows = result.data?.records ?? [];
  return (
    <div className="group-admin__picker">
      <KeywordSearch
        keyword={keyword}
        label={t('groupAdmin.problems.search')}
        placeholder={t('groupAdmin.problems.searchPlaceholder')}
        buttonLabel={t('groupAdmin.problems.searchButton')}
        onSearch={(next) => {
          setKeyword(next);
          setPage(1);
        }}
      />
      <p role="alert" className="group-form__failure">
        {failure}
      </p>
      {view.kind === 'pending' ? (
        <Skeleton rows={3} label={t('groupAdmin.problems.loading')} />
      ) : view.kind === 'failed' ? (
        <ErrorState
          message={t('groupAdmin.problems.error')}
          error={view.error}
          onRetry={() => void result.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState message={t('groupAdmin.problems.none')} />
      ) : (
        <DataTable label={label} name="group-table">
          <thead>
            <tr>
              <th scope="col">{t('groupAdmin.problems.displayId')}</th>
              <th scope="col">{t('groupAdmin.problems.title')}</th>
              <th scope="col">{t('groupAdmin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.displayId}</td>
                <td>{row.title}</td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={busy}
                    aria-label={t('groupAdmin.problems.addOf', { id: row.displayId })}
                    onClick={() => void add(row)}
                  >
                    {t('groupAdmin.problems.add')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil((result.data?.total ?? 0) / PICKER_PER_PAGE))}
        onChange={setPage}
        label={t('groupAdmin.problems.pages')}
      />
    </div>
  );
}
