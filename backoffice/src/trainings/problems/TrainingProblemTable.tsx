import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Alert,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@backoffice/common/pageSizes';
import { RankInput } from './RankInput';
import { RemoveProblemButton } from './RemoveProblemButton';
import { existingProblemsQuery } from './trainingProblemQueries';

interface TrainingProblemTableProps {
  tid: number;
  /** Root and problem admins change ranks and remove problems; the other admins see the list only. */
  editable: boolean;
}

/** The training's problems in training order: label, display id, title, rank, and a remove button. */
export function TrainingProblemTable({ tid, editable }: TrainingProblemTableProps) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[0] ?? 10);
  const { data, error, isPending, isFetching } = useQuery(existingProblemsQuery(tid, page + 1, limit));
  const captionId = `training-${tid}-problems`;
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {error instanceof Error ? error.message : String(error)}
      </Alert>
    );
  }
  return (
    <>
      {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <TableContainer>
        <Table size="small" aria-labelledby={captionId}>
          <caption id={captionId} style={{ captionSide: 'top', textAlign: 'left' }}>
            {translate('hoj.trainingAdmin.problems.caption')}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell>{translate('hoj.trainingAdmin.problems.displayId')}</TableCell>
              <TableCell>{translate('hoj.trainingAdmin.problems.problemId')}</TableCell>
              <TableCell>{translate('hoj.trainingAdmin.problems.title')}</TableCell>
              <TableCell>{translate('hoj.trainingAdmin.problems.rank')}</TableCell>
              {editable && <TableCell>{translate('hoj.trainingAdmin.problems.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.rows ?? []).map((row) => (
              <TableRow key={row.entry.id}>
                <TableCell>{row.entry.displayId}</TableCell>
                <TableCell>{row.problem.problemId}</TableCell>
                <TableCell>{row.problem.title}</TableCell>
                <TableCell>{editable ? <RankInput tid={tid} row={row} /> : row.entry.rank}</TableCell>
                {editable && (
                  <TableCell>
                    <RemoveProblemButton tid={tid} row={row} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!isPending && data?.rows.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('hoj.trainingAdmin.problems.empty')}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page}
        rowsPerPage={limit}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setLimit(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      />
    </>
  );
}
