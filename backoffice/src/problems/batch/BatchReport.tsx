import { useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { tally, type BatchOutcome } from './batchRun';
import type { BatchRunner } from './useBatchRunner';

function OutcomeCell({ outcome }: { outcome: BatchOutcome }) {
  const translate = useTranslate();
  switch (outcome.state) {
    case 'ok':
      return <Chip size="small" color="success" label={translate('hoj.problemBatch.outcome.ok')} />;
    case 'failed':
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" color="error" label={translate('hoj.problemBatch.outcome.failed')} />
          <Typography variant="body2">{outcome.message}</Typography>
        </Stack>
      );
    case 'skipped':
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={translate('hoj.problemBatch.outcome.skipped')}
          />
          <Typography variant="body2">{translate(outcome.reason)}</Typography>
        </Stack>
      );
    case 'stopped':
      return <Chip size="small" variant="outlined" label={translate('hoj.problemBatch.outcome.stopped')} />;
    default:
      return <Chip size="small" variant="outlined" label={translate('hoj.problemBatch.outcome.pending')} />;
  }
}

/**
 * The last run: a progress bar while it goes, then a summary that leads with what did not work, and one row
 * per problem with its outcome and the server's reason. Failed and stopped problems can be run again.
 */
export function BatchReport({ runner }: { runner: BatchRunner }) {
  const translate = useTranslate();
  const { run } = runner;
  if (!run) return null;
  const counts = tally(run.outcomes);
  const total = run.outcomes.length;
  const settled = total - counts.pending;
  const unfinished = counts.failed + counts.stopped;
  const severity = counts.failed > 0 ? 'error' : counts.skipped + counts.stopped > 0 ? 'warning' : 'success';

  return (
    <Box component="section" aria-label={translate('hoj.problemBatch.reportLabel')} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2">
        {translate(run.title, run.titleArgs)}
      </Typography>
      {run.running ? (
        <Box sx={{ my: 1 }}>
          <LinearProgress
            variant="determinate"
            value={total === 0 ? 100 : (settled / total) * 100}
            aria-label={translate('hoj.problemBatch.progressLabel')}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
            <Typography variant="body2" role="status">
              {translate('hoj.problemBatch.progress', { done: settled, total })}
            </Typography>
            <Button size="small" onClick={runner.stop} disabled={run.stopping}>
              {translate(run.stopping ? 'hoj.problemBatch.stopping' : 'hoj.problemBatch.stop')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Alert
          severity={severity}
          role="status"
          sx={{ my: 1 }}
          action={
            unfinished > 0 ? (
              <Button color="inherit" size="small" onClick={() => void runner.retryUnfinished()}>
                {translate('hoj.problemBatch.retry', { count: unfinished })}
              </Button>
            ) : undefined
          }
        >
          {translate('hoj.problemBatch.summary', {
            ok: counts.ok,
            failed: counts.failed,
            skipped: counts.skipped,
            stopped: counts.stopped,
            count: total,
          })}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label={translate('hoj.problemBatch.resultsLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('hoj.problemBatch.problemId')}</TableCell>
              <TableCell>{translate('hoj.problemBatch.problemTitle')}</TableCell>
              <TableCell>{translate('hoj.problemBatch.result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {run.problems.map((problem, index) => (
              <TableRow key={problem.id}>
                <TableCell>{problem.problemId}</TableCell>
                <TableCell>{problem.title}</TableCell>
                <TableCell>
                  <OutcomeCell outcome={run.outcomes[index] ?? { state: 'pending' }} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
