import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  Card,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** The i18n keys of one page under a contest; `title` and `tableLabel` name the contest as `{title}`. */
export interface ContestSubPageTexts {
  title: string;
  /** The page's title until the contest's own has loaded. */
  titleLoading: string;
  tableLabel: string;
  loadFailed: string;
  empty: string;
  /** The table's column headings. */
  columns: readonly string[];
}

interface ContestSubPageProps {
  cid: number;
  /** The contest's title, '' until it has loaded. */
  contestTitle: string;
  texts: ContestSubPageTexts;
  /** The page's own buttons, after the way back to the contest list. */
  actions: ReactNode;
  /** Why the rows could not be loaded, shown above the table; null when they could. */
  error: unknown;
  /** The rows loaded and there are none: said under the table rather than left as a bare heading row. */
  empty: boolean;
  /** The table's rows. */
  children: ReactNode;
  /** What follows the table: its pagination, the page's dialogs. */
  footer?: ReactNode;
}

/**
 * A page about one contest's parts (its problems, its announcements): titled with the contest's name, a way
 * back to the list, the page's buttons, then one table of the parts named after the contest for screen readers.
 */
export function ContestSubPage({
  cid,
  contestTitle,
  texts,
  actions,
  error,
  empty,
  children,
  footer,
}: ContestSubPageProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, p: 2 }}>
      <Title
        title={contestTitle ? translate(texts.title, { title: contestTitle }) : translate(texts.titleLoading)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Button component={Link} to="/contests" startIcon={<ArrowBackIcon />}>
          {translate('hoj.contests.problems.back')}
        </Button>
        {actions}
      </Stack>
      {error != null && (
        <Alert severity="error" role="alert">
          {translate(texts.loadFailed)}
          {error instanceof Error ? `: ${error.message}` : ''}
        </Alert>
      )}
      <Table size="small" aria-label={translate(texts.tableLabel, { title: contestTitle || `#${cid}` })}>
        <TableHead>
          <TableRow>
            {texts.columns.map((column) => (
              <TableCell key={column}>{translate(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
      {empty && (
        <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
          {translate(texts.empty)}
        </Typography>
      )}
      {footer}
    </Card>
  );
}
