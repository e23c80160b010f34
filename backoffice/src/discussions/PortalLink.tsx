import { IconButton, Tooltip } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { portalPostPath } from './portalLink';

/** Opens the post on the portal in a new tab, as its readers see it. */
export function PortalLink({ post }: { post: { id: number; gid?: number | null; title?: string | null } }) {
  const translate = useTranslate();
  const label = translate('resources.discussions.openOnPortal', { title: post.title ?? `#${post.id}` });
  return (
    <Tooltip title={label}>
      <IconButton
        component="a"
        href={portalPostPath(post)}
        target="_blank"
        rel="noopener"
        size="small"
        aria-label={label}
        onClick={(event) => event.stopPropagation()}
      >
        <OpenInNewIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
