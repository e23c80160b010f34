import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFieldArray, useFormState } from 'react-hook-form';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { ExtraFileRow } from '@hoj/core/editor/problemEditor';
import { ExtraFileDialog } from './ExtraFileDialog';

type ExtraFileField = 'userExtraFile' | 'judgeExtraFile';

const EMPTY: ExtraFileRow = { name: '', content: '' };

function errorOf(errors: Record<string, unknown>, field: ExtraFileField, index: number): string | null {
  const rows = errors[field] as
    Array<Record<string, { message?: unknown } | undefined> | undefined> | undefined;
  const row = rows?.[index];
  const message = row?.name?.message ?? row?.content?.message;
  return typeof message === 'string' ? message : null;
}

/**
 * Files put beside the user's program or the judge program when they run (headers, data tables), as a list
 * with edit and remove; adding or editing opens the extra-file dialog.
 */
export function ExtraFilesInput({ source }: { source: ExtraFileField }) {
  const translate = useTranslate();
  const { fields, append, update, remove } = useFieldArray({ name: source });
  const { errors } = useFormState({ name: source });
  const rows = fields as unknown as (ExtraFileRow & { id: string })[];
  const [editing, setEditing] = useState<{ index: number | null; file: ExtraFileRow } | null>(null);
  const title = translate(`hoj.problemEditor.files.${source}`);
  const takenNames = rows.filter((_, index) => index !== editing?.index).map((row) => row.name.trim());
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`hoj.problemEditor.files.${source}Hint`)}
      </Typography>
      {rows.length > 0 && (
        <List dense aria-label={title}>
          {rows.map((row, index) => {
            const error = errorOf(errors as Record<string, unknown>, source, index);
            return (
              <ListItem
                key={row.id}
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      aria-label={translate('hoj.problemEditor.files.edit', { name: row.name })}
                      onClick={() => setEditing({ index, file: { name: row.name, content: row.content } })}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('hoj.problemEditor.files.remove', { name: row.name })}
                      onClick={() => remove(index)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                }
              >
                <ListItemText
                  primary={row.name}
                  secondary={
                    error ?? translate('hoj.problemEditor.files.size', { count: row.content.length })
                  }
                  slotProps={{
                    primary: { sx: { fontFamily: 'monospace' } },
                    secondary: error ? { color: 'error' } : undefined,
                  }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Button startIcon={<AddIcon />} onClick={() => setEditing({ index: null, file: EMPTY })}>
        {translate('hoj.problemEditor.files.add')}
      </Button>
      <ExtraFileDialog
        file={editing?.file ?? null}
        takenNames={takenNames}
        onClose={() => setEditing(null)}
        onSave={(file) => {
          if (editing?.index === null || editing === null) append(file);
          else update(editing.index, file);
          setEditing(null);
        }}
      />
    </Box>
  );
}
