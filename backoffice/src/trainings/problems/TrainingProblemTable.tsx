import { useTranslate } from 'react-admin';
import {
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorAlert } from '@backoffice/common/QueryErrorAlert';
import { TablePager } from '@backoffice/common/TablePager';
import { usePaging } from '@backoffice/common/usePaging';
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
  const paging = usePaging();
  const { data, error, isPending, isFetching } = useQuery(
    existingProblemsQuery(tid, paging.page + 1, paging.limit),
  );
  const captionId = `training-${tid}-problems`;
  if (error) return <QueryErrorAlert error={error} />;
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
      <TablePager paging={paging} total={data?.total ?? 0} />
    </>
  );
}
