import { useEffect, useRef, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
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
  Typography,
} from '@mui/material';
import { PAGE_SIZES } from '@backoffice/common/pageSizes';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { problemExamineMessages } from '@backoffice/i18n/areas/problemExamine';
import { useApplications, type ApplicationFilter } from './applicationQueries';
import { ApplicationRow } from './ApplicationRow';

// This page's texts travel with its chunk.
registerPageMessages(problemExamineMessages);

/** Where the page lives: beside the problem list. */
export const PROBLEM_EXAMINE_PATH = '/problems/examine';

/** How long typing pauses before the search is sent: one request per word, not per key. */
const SEARCH_PAUSE_MS = 300;

const NO_FILTER: ApplicationFilter = { keyword: '', gid: '' };

function Filters({ onChange }: { onChange(next: ApplicationFilter): void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState(NO_FILTER);
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    const timer = setTimeout(() => report.current(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1 }}>
      <TextField
        size="small"
        type="search"
        label={translate('hoj.problemExamine.search')}
        value={typed.keyword}
        onChange={(event) => setTyped({ ...typed, keyword: event.target.value })}
      />
      <TextField
        size="small"
        label={translate('hoj.problemExamine.groupFilter')}
        value={typed.gid}
        onChange={(event) => setTyped({ ...typed, gid: event.target.value.replace(/\D/g, '') })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </Stack>
  );
}

/**
 * `/admin/problems/examine`: the group problems whose groups asked to publish them in the public bank, the
 * waiting ones first. Staff read the statement, then accept (the problem leaves its group for the bank) or
 * refuse with a reason.
 */
export function ExaminePage() {
  const translate = useTranslate();
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[0] ?? 10);
  const [reasons, setReasons] = useState<ReadonlyMap<number, string>>(new Map());
  const { data, error, isPending, isFetching, refetch } = useApplications(filter, page, limit);
  const rows = data?.rows ?? [];
  const filtered = filter.keyword.trim() !== '' || filter.gid !== '';

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('hoj.problemExamine.title')} />
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('hoj.problemExamine.intro')}
          </Typography>
          <Filters
            onChange={(next) => {
              if (next.keyword === filter.keyword && next.gid === filter.gid) return;
              setFilter(next);
              setPage(0);
            }}
          />
          <Box sx={{ height: 4 }}>
            {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
          </Box>
          {error ? (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" onClick={() => void refetch()}>
                  {translate('hoj.list.retry')}
                </Button>
              }
            >
              {error instanceof Error ? error.message : String(error)}
            </Alert>
          ) : !isPending && rows.length === 0 ? (
            <Alert severity="info" role="status">
              {translate(filtered ? 'hoj.problemExamine.noMatch' : 'hoj.problemExamine.empty')}
            </Alert>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={translate('hoj.problemExamine.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    <TableCell>{translate('hoj.problemExamine.problemId')}</TableCell>
                    <TableCell>{translate('hoj.problemExamine.problemTitle')}</TableCell>
                    <TableCell>{translate('hoj.problemExamine.group')}</TableCell>
                    <TableCell>{translate('hoj.problemExamine.author')}</TableCell>
                    <TableCell>{translate('hoj.problemExamine.stateColumn')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <ApplicationRow
                      key={row.id}
                      application={row}
                      refusedFor={reasons.get(row.id)}
                      onRefused={(reason) => setReasons((current) => new Map(current).set(row.id, reason))}
                    />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
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
        </CardContent>
      </Card>
    </Box>
  );
}
