import { useRef } from 'react';
import { Box, Chip } from '@mui/material';
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
const TEMPLATE = '64px 96px 140px 90px 200px 120px 80px 120px 140px minmax(260px, 2fr) 180px';

const STATUS_COLOR: Record<RowStatus, 'success' | 'error' | 'default' | 'warning' | 'info'> = {
  valid: 'info',
  invalid: 'error',
  created: 'success',
  failed: 'error',
  notSent: 'warning',
};

/**
 * All rows of the file, virtualised so 200,000 rows stay smooth; ARIA table roles with row indexes keep it a
 * table for screen readers although only the visible rows are in the DOM.
 */
export function PreviewTable({
  rows,
  outcomes,
}: {
  rows: readonly CheckedRow[];
  outcomes: ReadonlyMap<number, ImportOutcome>;
}) {
  const translate = useTranslate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const cellSx = { px: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  // The reasons are what the admin has to act on: they wrap, whole, and the row grows to fit them.
  const wrapSx = { px: 1, py: 0.5, whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

  return (
    <Box
      ref={scrollRef}
      role="table"
      aria-label={translate('hoj.importUsers.tableLabel')}
      aria-rowcount={rows.length + 1}
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
          minWidth: 'max-content',
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
        sx={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth: 'max-content' }}
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
              aria-rowindex={item.index + 2}
              sx={{
                display: 'grid',
                gridTemplateColumns: TEMPLATE,
                alignItems: 'center',
                position: 'absolute',
                top: 0,
                left: 0,
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
              <Box role="cell" sx={cellSx}>
                {row.values.username}
              </Box>
              <Box role="cell" sx={cellSx}>
                {'•'.repeat(Math.min(row.values.password.length, 8))}
              </Box>
              <Box role="cell" sx={cellSx}>
                {row.values.email}
              </Box>
              <Box role="cell" sx={cellSx}>
                {row.values.realname}
              </Box>
              <Box role="cell" sx={cellSx}>
                {row.values.gender}
              </Box>
              <Box role="cell" sx={cellSx}>
                {row.values.nickname}
              </Box>
              <Box role="cell" sx={cellSx}>
                {row.values.school}
              </Box>
              <Box role="cell" sx={{ ...wrapSx, color: 'error.main' }}>
                {reasons.join('; ')}
              </Box>
              <Box role="cell" title={notes} sx={cellSx}>
                {notes}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
