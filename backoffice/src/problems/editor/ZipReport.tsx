import { useTranslate } from 'react-admin';
import { Alert, Box, List, ListItem, Typography } from '@mui/material';
import type { TestCasePairing } from '@hoj/core/editor/testCasePairs';

/** What the browser read in the chosen zip; `unreadable` when it is not a zip it can read. */
export type LocalReport = { status: 'read'; pairing: TestCasePairing } | { status: 'unreadable' };

function FileList({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Box>
      <Typography variant="body2">{title}</Typography>
      <List dense disablePadding sx={{ pl: 2, maxHeight: 160, overflow: 'auto', fontFamily: 'monospace' }}>
        {names.map((name) => (
          <ListItem key={name} disablePadding>
            {name}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

interface ZipReportProps {
  local: LocalReport | null;
  /** How many cases the server found in the same zip; null until it has answered. */
  serverCases: number | null;
}

/**
 * The zip as the browser reads it (pairs found, files that pair with nothing, outputs that are empty) next to
 * the number of cases the server found, so a mismatch shows before the problem is saved.
 */
export function ZipReport({ local, serverCases }: ZipReportProps) {
  const translate = useTranslate();
  if (!local) return null;
  if (local.status === 'unreadable') {
    return <Alert severity="warning">{translate('hoj.problemEditor.zip.unreadable')}</Alert>;
  }
  const { pairs, unpaired, emptyOutputs } = local.pairing;
  const clean = unpaired.length === 0 && emptyOutputs.length === 0;
  const mismatch = serverCases !== null && serverCases !== pairs.length;
  return (
    <Alert severity={clean && !mismatch ? 'success' : 'warning'} role="status">
      <Typography variant="body2">
        {translate('hoj.problemEditor.zip.pairs', { smart_count: pairs.length })}
      </Typography>
      {serverCases !== null && (
        <Typography variant="body2">
          {translate('hoj.problemEditor.zip.serverCases', { smart_count: serverCases })}
        </Typography>
      )}
      {mismatch && <Typography variant="body2">{translate('hoj.problemEditor.zip.mismatch')}</Typography>}
      <FileList title={translate('hoj.problemEditor.zip.unpaired')} names={unpaired} />
      <FileList title={translate('hoj.problemEditor.zip.emptyOutputs')} names={emptyOutputs} />
    </Alert>
  );
}
