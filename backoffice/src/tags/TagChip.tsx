import { Chip } from '@mui/material';
import { tagLook } from './tagColor';

/** A tag as the portal paints it: its name on its colour, in the readable text colour the portal picks. */
export function TagChip({ name, color }: { name: string; color?: string | null }) {
  const look = tagLook(color);
  return (
    <Chip
      size="small"
      label={name}
      sx={look ? { bgcolor: look.background, color: look.text, fontWeight: 500 } : undefined}
    />
  );
}
