import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { IconButton, Tooltip } from '@mui/material';

/** An icon button named for a screen reader and shown as a tooltip; `to` makes it a link. */
export function IconAction({
  label,
  icon,
  to,
  onClick,
}: {
  label: string;
  icon: ReactElement;
  to?: string;
  onClick?(): void;
}) {
  const link = to ? { component: Link, to } : {};
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} {...link}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
