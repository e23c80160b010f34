import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import type { ImportOutcome } from './runImport';

/** The backend joins the lines of its import report with `<br/>`; they are shown as lines, never as markup. */
export function ServerLines({ text }: { text: string }) {
  return (
    <>
      {text.split(/<br\s*\/?>/i).map((line, index) => (
        <Typography key={index} variant="body2" component="span" sx={{ display: 'block' }}>
          {line}
        </Typography>
      ))}
    </>
  );
}

/** What an import became: the new problems with their case counts, and the server's report of what failed. */
export function ImportResult({ outcome }: { outcome: ImportOutcome }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { rows, partialFailure, listFailure } = outcome;
  return (
    <Stack spacing={2}>
      {listFailure === null ? (
        <Alert severity={partialFailure ? 'warning' : 'success'}>
          {translate('hoj.problemTransfer.import.done', { count: rows.length })}
        </Alert>
      ) : (
        <Alert severity="info">
          {translate('hoj.problemTransfer.import.listFailed', { message: listFailure })}
        </Alert>
      )}
      {partialFailure && (
        <Alert severity="warning">
          <Typography variant="body2">{translate('hoj.problemTransfer.import.partly')}</Typography>
          <ServerLines text={partialFailure} />
        </Alert>
      )}
      {rows.length > 0 && (
        <Table size="small" aria-label={translate('hoj.problemTransfer.import.resultHeading')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('hoj.problemTransfer.import.column.problemId')}</TableCell>
              <TableCell>{translate('hoj.problemTransfer.import.column.title')}</TableCell>
              <TableCell align="right">{translate('hoj.problemTransfer.import.column.cases')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.problemId}</TableCell>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={createPath({ resource: 'problems', type: 'edit', id: row.id })}
                    aria-label={translate('hoj.problemTransfer.import.open', { title: row.title })}
                  >
                    {row.title}
                  </Link>
                </TableCell>
                <TableCell align="right">
                  {row.cases ?? translate('hoj.problemTransfer.import.casesUnknown')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
