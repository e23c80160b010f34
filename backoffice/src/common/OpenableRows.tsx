import { useCallback, useMemo, type KeyboardEvent } from 'react';
import {
  DataTableBody,
  DataTableConfigContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { Checkbox, TableCell } from '@mui/material';

/**
 * The row's own checkbox, named after the record ("Select alice"): react-admin's puts its label on the
 * checkbox's wrapper, so a screen reader announces an unnamed checkbox, and "Select this row" would not say
 * which one anyway.
 */
function NamedRowCheckbox() {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  if (!record) return null;
  const selectable = !isRowSelectable || isRowSelectable(record);
  const representation = represent(record);
  const name = typeof representation === 'string' ? representation : `#${String(record.id)}`;
  return (
    <Checkbox
      color="primary"
      checked={selectable && (selectedIds?.includes(record.id) ?? false)}
      disabled={!selectable}
      onClick={(event) => {
        // The row opens on click; ticking the box must not open it.
        event.stopPropagation();
        if (selectable && handleToggleItem) handleToggleItem(record.id, event);
      }}
      slotProps={{ input: { 'aria-label': translate('hoj.list.selectRow', { name }) } }}
    />
  );
}

/**
 * A table row that the keyboard reaches (Tab) and opens (Enter) like a click does. Only Enter on the row itself
 * opens it: Enter or Space on a control inside the row (a switch, the edit button) stays that control's.
 */
function OpenableRow({ children, sx, ...props }: DataTableRowProps) {
  const config = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const withCheckbox = config.hasBulkActions && handleToggleItem !== undefined;
  // react-admin's row would add its unnamed checkbox; ours takes its place.
  const rowConfig = useMemo(() => ({ ...config, hasBulkActions: false }), [config]);
  const openOnEnter = useCallback((event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    event.currentTarget.click();
  }, []);
  return (
    <DataTableConfigContext.Provider value={rowConfig}>
      <DataTableRow
        {...props}
        tabIndex={0}
        onKeyDown={openOnEnter}
        sx={[
          (theme) => ({
            '&:focus-visible': {
              outline: `2px solid ${theme.palette.primary.main}`,
              outlineOffset: -2,
            },
          }),
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {withCheckbox && (
          <TableCell padding="checkbox">
            <NamedRowCheckbox />
          </TableCell>
        )}
        {children}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
}

/**
 * A `<DataTable body>` whose rows open with the keyboard and whose selection boxes are named after their
 * record. Every list table of the back office uses it.
 */
export function OpenableRowsBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={OpenableRow} />;
}
