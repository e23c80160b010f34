import type { ReactNode } from 'react';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';

interface RemovableRowProps {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
  /** Below the fields, full width (a test case's score and subtask). */
  footer?: ReactNode;
}

/** One numbered row of a list the editor grows and shrinks (examples, test cases): its heading, remove, fields. */
export function RemovableRow({ title, removeLabel, onRemove, children, footer }: RemovableRowProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <IconButton aria-label={removeLabel} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {children}
      </Box>
      {footer}
    </Paper>
  );
}
