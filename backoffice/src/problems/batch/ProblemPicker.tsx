import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Box,
  Checkbox,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { problemAuthTable } from '@hoj/core/domain/problem';
import { FetchingBar } from '@backoffice/common/FetchingBar';
import { QueryErrorAlert } from '@backoffice/common/QueryErrorAlert';
import { TablePager } from '@backoffice/common/TablePager';
import { useOnPause } from '@backoffice/common/useDebounced';
import { usePaging } from '@backoffice/common/usePaging';
import { ALL_BANKS, OWN_BANK, REMOTE_JUDGES } from '@backoffice/problems/problemListQuery';
import { EMPTY_FILTER, usePickerPage, type BatchProblem, type PickerFilter } from './pickerQuery';
import type { Selection } from './selection';
import { REMOTE_JUDGE_NAMES } from '@hoj/core/domain/remoteJudges';

const CHIP_COLOURS = { success: 'success', danger: 'error', warning: 'warning' } as const;

function AuthChip({ problem }: { problem: BatchProblem }) {
  const translate = useTranslate();
  const info = problem.auth ? problemAuthTable[problem.auth] : undefined;
  if (!info) return null;
  const colour = CHIP_COLOURS[info.color as keyof typeof CHIP_COLOURS] ?? 'default';
  return <Chip size="small" variant="outlined" color={colour} label={translate(info.labelKey)} />;
}

function Filters({ filter, onChange }: { filter: PickerFilter; onChange(next: PickerFilter): void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState(filter.q);
  useOnPause(typed, (q) => {
    if (filter.q !== q) onChange({ ...filter, q });
  });
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1 }}>
      <TextField
        size="small"
        type="search"
        label={translate('hoj.problemBatch.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <TextField
        select
        size="small"
        label={translate('hoj.problemBatch.bank')}
        value={filter.oj}
        onChange={(event) => onChange({ ...filter, oj: event.target.value })}
        slotProps={select}
      >
        <option value={ALL_BANKS}>{translate('hoj.problemBatch.bankAll')}</option>
        <option value={OWN_BANK}>{translate('hoj.problemBatch.bankMine')}</option>
        {REMOTE_JUDGES.map((judge) => (
          <option key={judge} value={judge}>
            {REMOTE_JUDGE_NAMES[judge]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('hoj.problemBatch.visibility')}
        value={filter.auth}
        onChange={(event) => onChange({ ...filter, auth: event.target.value })}
        slotProps={select}
      >
        <option value="">{translate('hoj.problemBatch.anyVisibility')}</option>
        {Object.entries(problemAuthTable).map(([auth, info]) => (
          <option key={auth} value={auth}>
            {translate(info.labelKey)}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}

interface ProblemPickerProps {
  selection: Selection;
  /** While a batch runs the selection it works on stays as it is. */
  locked: boolean;
}

/**
 * The admin problem bank, a page at a time, with a box per problem. Ticked problems stay ticked across pages,
 * filters and searches: the selection is what the operations below act on.
 */
export function ProblemPicker({ selection, locked }: ProblemPickerProps) {
  const translate = useTranslate();
  const [filter, setFilter] = useState<PickerFilter>(EMPTY_FILTER);
  const paging = usePaging();
  const { data, isPending, isFetching, error, refetch } = usePickerPage(filter, paging.page, paging.limit);
  const rows = data?.rows ?? [];
  const ticked = rows.filter((row) => selection.has(row.id)).length;
  const changeFilter = (next: PickerFilter) => {
    setFilter(next);
    paging.restart();
  };

  return (
    <Box component="section" aria-label={translate('hoj.problemBatch.pickerLabel')}>
      <Filters filter={filter} onChange={changeFilter} />
      {error && <QueryErrorAlert error={error} onRetry={refetch} />}
      <FetchingBar fetching={isFetching} />
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  disabled={locked || rows.length === 0}
                  checked={rows.length > 0 && ticked === rows.length}
                  indeterminate={ticked > 0 && ticked < rows.length}
                  onChange={(event) => (event.target.checked ? selection.add(rows) : selection.remove(rows))}
                  slotProps={{ input: { 'aria-label': translate('hoj.problemBatch.selectPage') } }}
                />
              </TableCell>
              <TableCell>{translate('hoj.problemBatch.problemId')}</TableCell>
              <TableCell>{translate('hoj.problemBatch.problemTitle')}</TableCell>
              <TableCell>{translate('hoj.problemBatch.author')}</TableCell>
              <TableCell>{translate('hoj.problemBatch.visibility')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover selected={selection.has(row.id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    disabled={locked}
                    checked={selection.has(row.id)}
                    onChange={(event) =>
                      event.target.checked ? selection.add([row]) : selection.remove([row])
                    }
                    slotProps={{
                      input: {
                        'aria-label': translate('hoj.problemBatch.selectOne', {
                          problem: `${row.problemId ?? row.id} ${row.title ?? ''}`.trim(),
                        }),
                      },
                    }}
                  />
                </TableCell>
                <TableCell>{row.problemId}</TableCell>
                <TableCell>{row.title}</TableCell>
                <TableCell>{row.author}</TableCell>
                <TableCell>
                  <AuthChip problem={row} />
                </TableCell>
              </TableRow>
            ))}
            {!isPending && !error && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{translate('hoj.problemBatch.noProblems')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager paging={paging} total={data?.total ?? 0} />
    </Box>
  );
}
