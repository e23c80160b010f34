import { Chip } from '@mui/material';
import { hexColour, readableTextOn } from '@hoj/core/format/hexColour';

/**
 * A training category as the portal shows it: its name on its colour. A colour that is not `#rgb`/`#rrggbb`
 * (staff type it freely) falls back to an outlined chip, with the text colour chosen to stay readable.
 */
export function CategoryChip({ name, color }: { name: string; color?: string | null }) {
  const background = hexColour(color);
  return (
    <Chip
      size="small"
      label={name}
      variant={background ? 'filled' : 'outlined'}
      sx={background ? { bgcolor: background, color: readableTextOn(background) ?? undefined } : undefined}
    />
  );
}
