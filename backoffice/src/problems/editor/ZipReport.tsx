import { useTranslate } from 'react-admin';
import { Alert, Box, List, ListItem, Typography } from '@mui/material';
import type { ServerTestCasePlan } from '@hoj/core/editor/testCasePairs';

/** What the browser read in the chosen zip; `unreadable` when it is not a zip it can read. */
export type LocalReport = { status: 'read'; plan: ServerTestCasePlan } | { status: 'unreadable' };

/** One case as the server answered it (`fileList` of the upload). */
export interface StoredCase {
  input: string;
  output: string;
}

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

const caseText = (c: StoredCase | undefined): string | null => (c ? `${c.input} → ${c.output}` : null);

/** The cases, by position, where the server's answer is not what the shared rule predicted. */
function differences(expected: readonly StoredCase[], stored: readonly StoredCase[]) {
  const rows: { n: number; expected: string | null; server: string | null }[] = [];
  for (let i = 0; i < Math.max(expected.length, stored.length); i += 1) {
    const want = caseText(expected[i]);
    const got = caseText(stored[i]);
    if (want !== got) rows.push({ n: i + 1, expected: want, server: got });
  }
  return rows;
}

interface ZipReportProps {
  local: LocalReport | null;
  /** The cases the server stored from the same zip; null until it has answered. */
  stored: readonly StoredCase[] | null;
  /** Special and interactive judges decide themselves, so an input without an output is not a trap there. */
  judgeDecides: boolean;
}

/**
 * What the server will store from the zip, by core's one rule of HOJ's upload, said file by file before the
 * problem is saved: which files it never reads (inside folders, other names), which inputs get an empty expected
 * output, which outputs are unused, and, once the server has answered, each case it stored differently.
 */
export function ZipReport({ local, stored, judgeDecides }: ZipReportProps) {
  const translate = useTranslate();
  if (!local) return null;
  if (local.status === 'unreadable') {
    return <Alert severity="warning">{translate('hoj.problemEditor.zip.unreadable')}</Alert>;
  }
  const { cases, nested, unusedOutputs, ignored } = local.plan;
  const invented = cases.filter((c) => c.inventedOutput).map((c) => c.input);
  const emptyOutputs = cases.filter((c) => c.outputEmpty && !c.inventedOutput).map((c) => c.output);
  const changed = stored ? differences(cases, stored) : [];
  const trap = !judgeDecides && invented.length > 0;
  const clean =
    !trap &&
    nested.length === 0 &&
    unusedOutputs.length === 0 &&
    emptyOutputs.length === 0 &&
    !changed.length;
  const none = translate('hoj.problemEditor.zip.noCase');
  return (
    <Alert severity={clean ? 'success' : 'warning'} role="status">
      <Typography variant="body2">
        {translate('hoj.problemEditor.zip.willStore', { count: cases.length })}
      </Typography>
      {stored && (
        <Typography variant="body2">
          {translate('hoj.problemEditor.zip.serverCases', { count: stored.length })}
        </Typography>
      )}
      <FileList title={translate('hoj.problemEditor.zip.nested')} names={nested} />
      <FileList
        title={translate(
          judgeDecides
            ? 'hoj.problemEditor.zip.inventedOutputsJudged'
            : 'hoj.problemEditor.zip.inventedOutputs',
        )}
        names={invented}
      />
      <FileList title={translate('hoj.problemEditor.zip.unusedOutputs')} names={unusedOutputs} />
      <FileList title={translate('hoj.problemEditor.zip.emptyOutputs')} names={emptyOutputs} />
      <FileList title={translate('hoj.problemEditor.zip.ignored')} names={ignored} />
      <FileList
        title={translate('hoj.problemEditor.zip.differs')}
        names={changed.map((row) =>
          translate('hoj.problemEditor.zip.caseDiffers', {
            n: row.n,
            expected: row.expected ?? none,
            server: row.server ?? none,
          }),
        )}
      />
    </Alert>
  );
}
