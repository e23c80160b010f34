import { useRef, useState } from 'react';
import { Box, Chip, Pagination, Stack, Typography } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslate } from 'react-admin';
import type { CheckedRow } from './csvModel';
import type { ImportOutcome } from './importRun';
import { rowReasons, rowStatus, type RowStatus } from './rowView';

/** A row's height before it is measured; rows whose reasons wrap grow to fit them. */
const ROW_HEIGHT = 44;
const COLUMNS = [
  'line',
  'status',
  'username',
  'password',
  'email',
  'realname',
  'gender',
  'nickname',
  'school',
  'reasons',
  'notes',
] as const;
/**
 * Fixed widths for the short columns, shares of the rest for the others: at 1,440 px (with the menu open) the
 * table fits the page, reasons wrapping in the widest column. Below MIN_WIDTH the table scrolls inside its own
 * box, never the page.
 */
const TEMPLATE =
  '48px 96px minmax(90px, 1fr) 64px minmax(120px, 1.5fr) minmax(80px, 1fr) 64px minmax(80px, 1fr) minmax(90px, 1fr) minmax(200px, 2.5fr) minmax(100px, 1fr)';
const MIN_WIDTH = 1032;
/**
 * Rows per page of the preview. The virtualiser keeps an offset for every row it is given and works them out
 * again when the count or a row's height changes: over 200,000 rows that alone took the page's thread for
 * hundreds of milliseconds, over a page of this size a few.
 */
export const PAGE_ROWS = 10_000;

const STATUS_COLOR: Record<RowStatus, 'success' | 'error' | 'default' | 'warning' | 'info'> = {
  valid: 'info',
  invalid: 'error',
  created: 'success',
  failed: 'error',
  notSent: 'warning',
};

/**
 * All rows of the file, in pages of PAGE_ROWS, each virtualised so 200,000 rows stay smooth; ARIA table roles
 * with row indexes (counted over all rows) keep it a table for screen readers although only the visible rows are
 * in the DOM.
 */
export function PreviewTable({
  rows: allRows,
  outcomes,
}: {
  rows: readonly CheckedRow[];
  outcomes: ReadonlyMap<number, ImportOutcome>;
}) {
  const translate = useTranslate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const pages = Math.max(1, Math.ceil(allRows.length / PAGE_ROWS));
  const [chosenPage, setPage] = useState(0);
  // Another filter may leave fewer pages: the last one is shown then.
  const page = Math.min(chosenPage, pages - 1);
  const first = page * PAGE_ROWS;
  const rows = pages === 1 ? allRows : allRows.slice(first, first + PAGE_ROWS);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const cellSx = { px: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  // Reasons and notes are what the admin has to act on: they wrap, whole, and the row grows to fit them. Long
  // values are cut with an ellipsis and shown whole on hover.
  const wrapSx = { px: 1, py: 0.5, whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

  const table = (
    <Box
      ref={scrollRef}
      role="table"
      aria-label={translate('hoj.importUsers.tableLabel')}
      aria-rowcount={allRows.length + 1}
      tabIndex={0}
      sx={{ height: 480, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box
        role="row"
        aria-rowindex={1}
        sx={{
          display: 'grid',
          gridTemplateColumns: TEMPLATE,
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          fontWeight: 'bold',
          minWidth: MIN_WIDTH,
          py: 1,
        }}
      >
        {COLUMNS.map((column) => (
          <Box key={column} role="columnheader" sx={cellSx}>
            {translate(`hoj.importUsers.column.${column}`)}
          </Box>
        ))}
      </Box>
      <Box
        role="rowgroup"
        sx={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth: MIN_WIDTH }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const outcome = outcomes.get(row.index);
          const status = rowStatus(row, outcome);
          const reasons = rowReasons(row, outcome, translate);
          const notes = row.trimmed.length
            ? translate('hoj.importUsers.trimmedNote', { fields: row.trimmed.join(', ') })
            : '';
          return (
            <Box
              key={row.index}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="row"
              aria-rowindex={first + item.index + 2}
              sx={{
                display: 'grid',
                gridTemplateColumns: TEMPLATE,
                alignItems: 'center',
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                minHeight: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box role="cell" sx={cellSx}>
                {row.line}
              </Box>
              <Box role="cell" sx={cellSx}>
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLOR[status]}
                  label={translate(`hoj.importUsers.status.${status}`)}
                />
              </Box>
              <Box role="cell" title={row.values.username} sx={cellSx}>
                {row.values.username}
              </Box>
              <Box role="cell" sx={cellSx}>
                {'•'.repeat(Math.min(row.values.password.length, 8))}
              </Box>
              <Box role="cell" title={row.values.email} sx={cellSx}>
                {row.values.email}
              </Box>
              <Box role="cell" title={row.values.realname} sx={cellSx}>
                {row.values.realname}
              </Box>
              <Box role="cell" title={row.values.gender} sx={cellSx}>
                {row.values.gender}
              </Box>
              <Box role="cell" title={row.values.nickname} sx={cellSx}>
                {row.values.nickname}
              </Box>
              <Box role="cell" title={row.values.school} sx={cellSx}>
                {row.values.school}
              </Box>
              <Box role="cell" sx={{ ...wrapSx, color: 'error.main' }}>
                {reasons.join('; ')}
              </Box>
              <Box role="cell" sx={wrapSx}>
                {notes}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
  if (pages === 1) return table;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Pagination
          count={pages}
          page={page + 1}
          onChange={(_, value: number) => {
            setPage(value - 1);
            if (scrollRef.current) scrollRef.current.scrollTop = 0;
          }}
          aria-label={translate('hoj.importUsers.pages')}
        />
        <Typography>
          {translate('hoj.importUsers.pageRows', {
            from: first + 1,
            to: first + rows.length,
            total: allRows.length,
          })}
        </Typography>
      </Stack>
      {table}
    </Stack>
  );
}
