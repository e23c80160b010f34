import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { problemAuthTable } from '@hoj/core/domain/problem';
import { PAGE_SIZES } from '@backoffice/common/pageSizes';
import { ALL_BANKS, OWN_BANK, REMOTE_JUDGES } from '@backoffice/problems/problemListQuery';
import { EMPTY_FILTER, usePickerPage, type BatchProblem, type PickerFilter } from './pickerQuery';
import type { Selection } from './selection';

const CHIP_COLOURS = { success: 'success', danger: 'error', warning: 'warning' } as const;

/** How long typing pauses before the search is sent: one request per word, not per key. */
const SEARCH_PAUSE_MS = 300;

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
  // The latest filter and handler, read when the pause ends: a new render does not restart the pause.
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };
  useEffect(() => {
    const timer = setTimeout(() => {
      const { filter: current, onChange: report } = latest.current;
      if (current.q !== typed) report({ ...current, q: typed });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
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
            {judge}
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
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[0] ?? 10);
  const { data, isPending, isFetching, error, refetch } = usePickerPage(filter, page, limit);
  const rows = data?.rows ?? [];
  const ticked = rows.filter((row) => selection.has(row.id)).length;
  const changeFilter = (next: PickerFilter) => {
    setFilter(next);
    setPage(0);
  };

  return (
    <Box component="section" aria-label={translate('hoj.problemBatch.pickerLabel')}>
      <Filters filter={filter} onChange={changeFilter} />
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {translate('hoj.list.retry')}
            </Button>
          }
        >
          {error instanceof Error ? error.message : String(error)}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>
        {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      </Box>
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
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={limit}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onRowsPerPageChange={(event) => {
          setLimit(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      />
    </Box>
  );
}
