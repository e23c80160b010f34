import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { FetchingBar } from '@backoffice/common/FetchingBar';
import { QueryErrorAlert } from '@backoffice/common/QueryErrorAlert';
import { TablePager } from '@backoffice/common/TablePager';
import { useOnPause } from '@backoffice/common/useDebounced';
import { usePaging } from '@backoffice/common/usePaging';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { problemExamineMessages } from '@backoffice/i18n/areas/problemExamine';
import { useApplications, type ApplicationFilter } from './applicationQueries';
import { ApplicationRow } from './ApplicationRow';

// This page's texts travel with its chunk.
registerPageMessages(problemExamineMessages);

const NO_FILTER: ApplicationFilter = { keyword: '', gid: '' };

function Filters({ onChange }: { onChange(next: ApplicationFilter): void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState(NO_FILTER);
  useOnPause(typed, onChange);
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
  const paging = usePaging();
  const [reasons, setReasons] = useState<ReadonlyMap<number, string>>(new Map());
  const { data, error, isPending, isFetching, refetch } = useApplications(filter, paging.page, paging.limit);
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
              paging.restart();
            }}
          />
          <FetchingBar fetching={isFetching} />
          {error ? (
            <QueryErrorAlert error={error} onRetry={refetch} />
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
          <TablePager paging={paging} total={data?.total ?? 0} />
        </CardContent>
      </Card>
    </Box>
  );
}
